import type { AppModule } from '../../module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { authRules } from './auth.rules';
import { AuthSession, RefreshToken } from './session.entity';

export const authModule: AppModule = {
  name: 'identity/auth',
  entities: [AuthSession, RefreshToken],
  resolvers: [AuthResolver],
  rules: authRules,
  routes: [authRoutes],
};
