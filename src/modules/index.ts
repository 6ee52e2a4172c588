import type { AppModule } from './module';
import { filesModule } from './platform/files';
import { paymentsModule } from './storefront/payments';

/** Every domain module the server is assembled from. */
export const MODULES: AppModule[] = [filesModule, paymentsModule];

export const ENTITIES = MODULES.flatMap((m) => m.entities ?? []);
