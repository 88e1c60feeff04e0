/** Category tree (three levels, en + it) and product names of the demo data. */
export interface CatSeed {
  code: string;
  en: string;
  it: string;
  children?: CatSeed[];
  products?: string[];
}

const c = (code: string, en: string, it: string, children?: CatSeed[], products?: string[]): CatSeed => ({
  code,
  en,
  it,
  ...(children ? { children } : {}),
  ...(products ? { products } : {}),
});

export const CATEGORIES: CatSeed[] = [
  c('apparelAndAccessories', 'Apparel and accessories', 'Abbigliamento e accessori', [
    c('clothing', 'Clothing', 'Abbigliamento', [
      c('shirts', 'Shirts', 'Camicie', undefined, ['Linen shirt', 'Oxford shirt', 'Flannel shirt']),
      c('jackets', 'Jackets', 'Giacche', undefined, ['Wool blazer', 'Rain jacket', 'Denim jacket']),
    ]),
    c('accessories', 'Accessories', 'Accessori', [
      c('bags', 'Bags', 'Borse', undefined, ['Leather tote bag', 'Canvas backpack', 'Crossbody bag']),
      c('watches', 'Watches', 'Orologi', undefined, ['Steel watch', 'Chronograph watch']),
    ]),
  ]),
  c('electronics', 'Electronics', 'Elettronica', [
    c('computers', 'Computers', 'Computer', [
      c('laptops', 'Laptops', 'Portatili', undefined, ['14" ultrabook', '16" workstation laptop']),
      c('monitors', 'Monitors', 'Monitor', undefined, ['27" 4K monitor', '24" office monitor']),
    ]),
    c('audio', 'Audio', 'Audio', [
      c('headphones', 'Headphones', 'Cuffie', undefined, ['Wireless headphones', 'In-ear earbuds']),
      c('speakers', 'Speakers', 'Casse', undefined, ['Bluetooth speaker', 'Bookshelf speakers']),
    ]),
  ]),
  c('furniture', 'Furniture', 'Arredamento', [
    c('livingRoom', 'Living room', 'Soggiorno', [
      c('sofas', 'Sofas', 'Divani', undefined, ['Three-seat sofa', 'Corner sofa']),
      c('tables', 'Tables', 'Tavoli', undefined, ['Oak dining table', 'Coffee table']),
    ]),
    c('office', 'Office', 'Ufficio', [c('chairs', 'Chairs', 'Sedie', undefined, ['Ergonomic chair', 'Walnut desk chair'])]),
  ]),
  c('software', 'Software', 'Software', [
    c('productivity', 'Productivity', 'Produttività', [
      c('accounting', 'Accounting', 'Contabilità', undefined, ['Invoicing suite licence', 'Payroll module']),
    ]),
    c('security', 'Security', 'Sicurezza', [
      c('antivirus', 'Antivirus', 'Antivirus', undefined, ['Antivirus yearly plan', 'Firewall appliance licence']),
    ]),
  ]),
  c('vehiclesAndParts', 'Vehicles and parts', 'Veicoli e ricambi', [
    c('bicycles', 'Bicycles', 'Biciclette', [
      c('eBikes', 'E-bikes', 'Bici elettriche', undefined, ['City e-bike', 'Cargo e-bike']),
      c('bikeParts', 'Bike parts', 'Ricambi bici', undefined, ['Brake pads', 'Tubeless tyre']),
    ]),
    c('carParts', 'Car parts', 'Ricambi auto', [c('tyres', 'Tyres', 'Pneumatici', undefined, ['Winter tyre', 'Summer tyre'])]),
  ]),
  c('foodAndBeverages', 'Food and beverages', 'Cibo e bevande', [
    c('bakery', 'Bakery', 'Panetteria', [
      c('bread', 'Bread', 'Pane', undefined, ['Sourdough loaf', 'Focaccia', 'Rye bread']),
      c('pastries', 'Pastries', 'Pasticceria', undefined, ['Croissant', 'Cannolo', 'Apple strudel']),
    ]),
    c('drinks', 'Drinks', 'Bevande', [c('wine', 'Wine', 'Vino', undefined, ['Chianti Classico', 'Rioja Reserva', 'Riesling'])]),
  ]),
  c('healthAndBeauty', 'Health and beauty', 'Salute e bellezza', [
    c('skincare', 'Skincare', 'Cura della pelle', [c('creams', 'Creams', 'Creme', undefined, ['Moisturising cream', 'Sun cream SPF 50'])]),
  ]),
];

export const BUSINESS_KINDS = [
  { kind: 'shop', words: ['Boutique', 'Store', 'Emporium', 'Atelier'] },
  { kind: 'restaurant', words: ['Bistro', 'Trattoria', 'Kitchen', 'Café'] },
  { kind: 'office', words: ['Studio', 'Solutions', 'Lab', 'Consulting'] },
] as const;
