import type { AppModule } from '../../module';
import { Contact } from './contact.entity';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.routes';
import { contactRules } from './contact.rules';

/** Suppliers and customers of the accounting business. */
export const contactsModule: AppModule = {
  name: 'accounting/contacts',
  entities: [Contact],
  resolvers: [ContactResolver],
  rules: contactRules,
  routes: [contactRoutes],
};
