import { placeholderImageUrl } from '../../../shared/placeholder-image';
import type { DemoContext } from '../../module';
import { createCategory } from './category.service';
import { createProduct } from './product.service';
import type { CreateProductInput } from './product.types';

interface DemoCategory {
  name: string;
  description: string;
  icon: string;
  parent?: string;
}

const CATEGORIES: DemoCategory[] = [
  { name: 'Pain Relief', description: 'Headache, fever and muscle pain.', icon: 'pill' },
  { name: 'Cold & Flu', description: 'Coughs, congestion and sore throats.', icon: 'thermometer' },
  { name: 'Vitamins & Supplements', description: 'Daily vitamins, minerals and supplements.', icon: 'leaf' },
  { name: 'Skin Care', description: 'Moisturisers, sun protection and treatments.', icon: 'droplet' },
  { name: 'First Aid', description: 'Plasters, dressings and antiseptics.', icon: 'first-aid' },
  { name: 'Digestive Health', description: 'Antacids, probiotics and rehydration.', icon: 'stomach' },
  { name: 'Baby Care', description: 'For babies and toddlers.', icon: 'baby' },
  { name: 'Prescription Medicines', description: 'Dispensed against a valid prescription.', icon: 'rx' },
  { name: 'Sun Care', description: 'Sunscreens and after-sun.', icon: 'sun', parent: 'Skin Care' },
];

type DemoProduct = Omit<CreateProductInput, 'categoryIds' | 'images'> & { category: string };

const PRODUCTS: DemoProduct[] = [
  {
    category: 'Pain Relief',
    name: 'Paracetamol 500mg Tablets (16)',
    price: 2.49,
    sku: 'PR-PARA-500',
    stockQuantity: 240,
    isOTC: true,
    manufacturer: 'Healix',
    isFeatured: true,
  },
  {
    category: 'Pain Relief',
    name: 'Ibuprofen 200mg Tablets (24)',
    price: 3.99,
    compareAtPrice: 4.99,
    sku: 'PR-IBU-200',
    stockQuantity: 180,
    isOTC: true,
    manufacturer: 'Healix',
  },
  {
    category: 'Pain Relief',
    name: 'Aspirin 300mg Dispersible (32)',
    price: 2.99,
    sku: 'PR-ASP-300',
    stockQuantity: 90,
    isOTC: true,
    manufacturer: 'Bayview',
  },
  {
    category: 'Pain Relief',
    name: 'Naproxen 250mg Tablets (28)',
    price: 6.5,
    sku: 'PR-NAP-250',
    stockQuantity: 40,
    requiresPrescription: true,
    manufacturer: 'Norvel',
  },
  {
    category: 'Pain Relief',
    name: 'Ibuprofen Gel 5% 50g',
    price: 5.49,
    sku: 'PR-IBU-GEL',
    stockQuantity: 60,
    isOTC: true,
    weight: 50,
    weightUnit: 'g',
  },
  {
    category: 'Pain Relief',
    name: 'Heat Patches (4)',
    price: 7.99,
    compareAtPrice: 9.99,
    sku: 'PR-HEAT-4',
    stockQuantity: 0,
    isOTC: true,
  },
  {
    category: 'Cold & Flu',
    name: 'Day & Night Cold Relief Capsules (16)',
    price: 5.99,
    sku: 'CF-DN-16',
    stockQuantity: 120,
    isOTC: true,
    isFeatured: true,
  },
  {
    category: 'Cold & Flu',
    name: 'Chesty Cough Syrup 150ml',
    price: 6.49,
    sku: 'CF-COUGH-150',
    stockQuantity: 75,
    isOTC: true,
    weight: 150,
    weightUnit: 'ml',
  },
  {
    category: 'Cold & Flu',
    name: 'Throat Lozenges Honey & Lemon (24)',
    price: 3.29,
    sku: 'CF-LOZ-24',
    stockQuantity: 200,
    isOTC: true,
  },
  {
    category: 'Cold & Flu',
    name: 'Saline Nasal Spray 20ml',
    price: 4.75,
    sku: 'CF-NASAL-20',
    stockQuantity: 55,
    isOTC: true,
  },
  {
    category: 'Cold & Flu',
    name: 'Digital Thermometer',
    price: 12.99,
    sku: 'CF-THERMO',
    stockQuantity: 25,
    trackInventory: true,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Vitamin C 1000mg Effervescent (20)',
    price: 4.99,
    sku: 'VS-VITC-1000',
    stockQuantity: 150,
    isFeatured: true,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Vitamin D3 1000IU Softgels (90)',
    price: 8.99,
    compareAtPrice: 11.99,
    sku: 'VS-VITD3-90',
    stockQuantity: 110,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Multivitamin Adult (30)',
    price: 9.49,
    sku: 'VS-MULTI-30',
    stockQuantity: 85,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Omega-3 Fish Oil 1000mg (60)',
    price: 11.99,
    sku: 'VS-OMEGA3-60',
    stockQuantity: 70,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Magnesium 375mg Tablets (60)',
    price: 7.49,
    sku: 'VS-MAG-60',
    stockQuantity: 0,
  },
  {
    category: 'Vitamins & Supplements',
    name: 'Iron 14mg Tablets (90)',
    price: 5.25,
    sku: 'VS-IRON-90',
    stockQuantity: 45,
    isActive: false,
  },
  {
    category: 'Skin Care',
    name: 'Hydrating Moisturiser 200ml',
    price: 9.99,
    sku: 'SK-MOIST-200',
    stockQuantity: 65,
    weight: 200,
    weightUnit: 'ml',
  },
  {
    category: 'Skin Care',
    name: 'Hydrocortisone Cream 1% 15g',
    price: 4.49,
    sku: 'SK-HC-15',
    stockQuantity: 35,
    isOTC: true,
  },
  { category: 'Skin Care', name: 'Lip Balm SPF 15', price: 2.99, sku: 'SK-LIP-15', stockQuantity: 160 },
  {
    category: 'Sun Care',
    name: 'Sunscreen SPF 50 200ml',
    price: 14.99,
    compareAtPrice: 17.99,
    sku: 'SC-SPF50-200',
    stockQuantity: 50,
    isFeatured: true,
  },
  { category: 'Sun Care', name: 'After Sun Aloe Gel 200ml', price: 6.99, sku: 'SC-ALOE-200', stockQuantity: 40 },
  { category: 'First Aid', name: 'Fabric Plasters Assorted (40)', price: 3.49, sku: 'FA-PLAST-40', stockQuantity: 220 },
  {
    category: 'First Aid',
    name: 'Antiseptic Cream 30g',
    price: 3.99,
    sku: 'FA-ANTI-30',
    stockQuantity: 95,
    isOTC: true,
  },
  { category: 'First Aid', name: 'Sterile Gauze Swabs (10)', price: 2.79, sku: 'FA-GAUZE-10', stockQuantity: 130 },
  {
    category: 'First Aid',
    name: 'Elastic Bandage 7.5cm',
    price: 3.25,
    sku: 'FA-BAND-75',
    stockQuantity: 80,
    trackInventory: false,
  },
  {
    category: 'Digestive Health',
    name: 'Antacid Chewable Tablets (48)',
    price: 4.29,
    sku: 'DH-ANTAC-48',
    stockQuantity: 140,
    isOTC: true,
  },
  {
    category: 'Digestive Health',
    name: 'Oral Rehydration Salts (6)',
    price: 4.99,
    sku: 'DH-ORS-6',
    stockQuantity: 60,
    isOTC: true,
  },
  {
    category: 'Digestive Health',
    name: 'Probiotic Daily Capsules (30)',
    price: 13.49,
    sku: 'DH-PROB-30',
    stockQuantity: 30,
  },
  {
    category: 'Baby Care',
    name: 'Infant Paracetamol Suspension 100ml',
    price: 4.59,
    sku: 'BC-INFPARA-100',
    stockQuantity: 70,
    isOTC: true,
  },
  { category: 'Baby Care', name: 'Nappy Rash Cream 100g', price: 5.29, sku: 'BC-NAPPY-100', stockQuantity: 55 },
  {
    category: 'Prescription Medicines',
    name: 'Amoxicillin 500mg Capsules (21)',
    price: 8.6,
    sku: 'RX-AMOX-500',
    stockQuantity: 30,
    requiresPrescription: true,
  },
  {
    category: 'Prescription Medicines',
    name: 'Omeprazole 20mg Capsules (28)',
    price: 9.2,
    sku: 'RX-OMEP-20',
    stockQuantity: 45,
    requiresPrescription: true,
  },
  {
    category: 'Prescription Medicines',
    name: 'Salbutamol Inhaler 100mcg',
    price: 9.65,
    sku: 'RX-SALB-100',
    stockQuantity: 20,
    requiresPrescription: true,
  },
];

/** The demo pharmacy's catalog, built through the services as the store's ADMIN. */
export async function catalogDemo({ ctx, print }: DemoContext): Promise<void> {
  // Drawn by this server, so that the demo shows its pictures offline.
  const image = (name: string) =>
    placeholderImageUrl(ctx.services.env.publicUrl ?? `http://localhost:${ctx.services.env.port}`, name);
  const ids = new Map<string, string>();
  const idOf = (name: string): string => {
    const id = ids.get(name);
    if (!id) throw new Error(`Demo catalog: category "${name}" is not defined`);
    return id;
  };
  for (const [sortOrder, category] of CATEGORIES.entries()) {
    const created = await createCategory(ctx, {
      name: category.name,
      description: category.description,
      icon: category.icon,
      image: image(category.name),
      parentId: category.parent ? idOf(category.parent) : null,
      sortOrder,
    });
    ids.set(category.name, created.id);
  }
  for (const { category, ...product } of PRODUCTS) {
    await createProduct(ctx, {
      ...product,
      costPrice: Math.round(product.price * 60) / 100,
      categoryIds: [idOf(category)],
      images: [image(product.name)],
    });
  }
  print(`Catalog: ${PRODUCTS.length} products in ${CATEGORIES.length} categories`);
}
