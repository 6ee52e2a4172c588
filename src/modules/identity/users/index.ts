import type { AppModule } from '../../module';
import { User } from './user.entity';
import { UserResolver } from './user.resolver';
import { userRules } from './user.rules';

export const usersModule: AppModule = {
  name: 'identity/users',
  entities: [User],
  resolvers: [UserResolver],
  rules: userRules,
};
