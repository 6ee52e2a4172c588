import type { AppModule } from '../../module';
import { CategoryProductCount, ProductCount } from './catalog-count.entity';
import { Category } from './category.entity';
import { CategoryResolver } from './category.resolver';
import { catalogDemo } from './catalog.demo';
import { catalogRoutes } from './catalog.routes';
import { catalogRules } from './catalog.rules';
import { Product, ProductCategory, ProductImage } from './product.entity';
import { ProductResolver } from './product.resolver';

/** Storefront catalog: products (with images and categories) and the category tree. */
export const catalogModule: AppModule = {
  name: 'storefront/catalog',
  entities: [Category, Product, ProductImage, ProductCategory, ProductCount, CategoryProductCount],
  resolvers: [ProductResolver, CategoryResolver],
  rules: catalogRules,
  routes: [catalogRoutes],
  demo: catalogDemo,
};
