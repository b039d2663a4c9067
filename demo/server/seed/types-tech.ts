import type { CategoryTypes } from './product-type.js';

const APPLIANCE_BRANDS = ['Frostline', 'Arcwell', 'Northgate', 'Everwhite'];
const AV_BRANDS = ['Vistra', 'Sonavo', 'Pixelon', 'Auralis'];
const COMPUTER_BRANDS = ['Corebyte', 'Nimbus', 'Aptera', 'Lumatek'];

export const APPLIANCES: CategoryTypes = {
  category: 'appliances',
  models: [
    'ArcticPro', 'FreshFlow', 'PureCool', 'CrispZone', 'EcoWave', 'SteamMax', 'QuietClean', 'TrueTemp', 'PowerWash',
    'SmartDry', 'ChefLine', 'HearthPro', 'GlideClean', 'SpeedHeat', 'DeepFreeze', 'ClearView', 'AquaSense', 'Evenheat',
    'FlexFit', 'Summit', 'Crestview', 'Everfresh', 'Solace', 'Tidewater', 'Brightline', 'Vantage', 'Keystone',
    'Polaris', 'Meridian', 'Horizon',
  ],
  types: [
    { key: 'french-door-fridge', kind: 'fridge', count: 4, price: [1599, 3199], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m, r) => {
        const cuft = r.pick([22, 25, 27, 28]);
        return { en: `${m} ${cuft} cu. ft. French Door Refrigerator`, es: `Refrigerador de puertas francesas ${m} de ${cuft} pies cúbicos` };
      } },
    { key: 'side-fridge', kind: 'fridge', count: 2, price: [1199, 2199], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 26 cu. ft. Side-by-Side Refrigerator`, es: `Refrigerador de dos puertas ${m} de 26 pies cúbicos` }) },
    { key: 'top-fridge', kind: 'fridge', count: 2, price: [799, 1299], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 18 cu. ft. Top-Freezer Refrigerator`, es: `Refrigerador con congelador superior ${m} de 18 pies cúbicos` }) },
    { key: 'front-washer', kind: 'washer', count: 4, price: [799, 1399], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 4.5 cu. ft. Front-Load Washer`, es: `Lavadora de carga frontal ${m} de 4.5 pies cúbicos` }) },
    { key: 'top-washer', kind: 'washer', count: 2, price: [649, 999], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 4.8 cu. ft. Top-Load Washer`, es: `Lavadora de carga superior ${m} de 4.8 pies cúbicos` }) },
    { key: 'dryer', kind: 'washer', count: 4, price: [649, 1299], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} 7.4 cu. ft. Electric Dryer`, es: `Secadora eléctrica ${m} de 7.4 pies cúbicos` }
        : { en: `${m} 7.5 cu. ft. Gas Dryer`, es: `Secadora de gas ${m} de 7.5 pies cúbicos` } },
    { key: 'laundry-pair', kind: 'washer', count: 3, price: [1399, 2599], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} Washer & Dryer Set`, es: `Juego de lavadora y secadora ${m}` }) },
    { key: 'range', kind: 'range', count: 3, price: [699, 1599], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 30" Electric Range`, es: `Estufa eléctrica ${m} de 30"` }) },
    { key: 'dishwasher', kind: 'washer', count: 3, price: [499, 1099], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 24" Built-In Dishwasher`, es: `Lavavajillas empotrable ${m} de 24"` }) },
    { key: 'microwave', kind: 'microwave', count: 2, price: [299, 599], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} Over-the-Range Microwave`, es: `Horno de microondas sobre estufa ${m}` }) },
    { key: 'freezer', kind: 'fridge', count: 1, price: [299, 699], palette: 'appliance', brands: APPLIANCE_BRANDS,
      name: (m) => ({ en: `${m} 7 cu. ft. Chest Freezer`, es: `Congelador horizontal ${m} de 7 pies cúbicos` }) },
  ],
};

export const ELECTRONICS: CategoryTypes = {
  category: 'electronics',
  models: [
    'Lumen', 'Apex', 'Clarity', 'Vivid', 'Prism', 'Halo', 'Nova', 'Echo Bay', 'Pulse', 'Resonance', 'Cadence', 'Tempo',
    'Vertex', 'Zenith', 'Aurora', 'Spectra', 'Quantum', 'Radiant', 'Sterling', 'Cinema', 'Momentum', 'Stratus',
    'Orbit', 'Fusion', 'Titan', 'Voyager', 'Sonic', 'Crest', 'Beacon', 'Summit',
  ],
  types: [
    { key: 'tv', kind: 'tv', count: 10, price: [349, 1999], palette: 'tech', brands: AV_BRANDS,
      name: (m, r) => {
        const size = r.pick([43, 50, 55, 65, 75]);
        return { en: `${m} ${size}" 4K UHD Smart TV`, es: `Televisor inteligente ${m} 4K UHD de ${size}"` };
      } },
    { key: 'sound-bar', kind: 'soundbar', count: 6, price: [149, 799], palette: 'tech', brands: AV_BRANDS,
      name: (m) => ({ en: `${m} 3.1-Channel Sound Bar with Subwoofer`, es: `Barra de sonido ${m} de 3.1 canales con subwoofer` }) },
    { key: 'home-theater', kind: 'speaker', count: 3, price: [399, 1199], palette: 'tech', brands: AV_BRANDS,
      name: (m) => ({ en: `${m} 5.1 Home Theater System`, es: `Sistema de cine en casa ${m} 5.1` }) },
    { key: 'console', kind: 'console', count: 3, price: [449, 649], palette: 'tech', brands: AV_BRANDS,
      name: (m) => ({ en: `${m} 1 TB Gaming Console`, es: `Consola de videojuegos ${m} de 1 TB` }) },
    { key: 'headphones', kind: 'headphones', count: 4, price: [149, 399], palette: 'tech', brands: AV_BRANDS,
      name: (m) => ({ en: `${m} Wireless Noise-Cancelling Headphones`, es: `Audífonos inalámbricos con cancelación de ruido ${m}` }) },
    { key: 'speaker', kind: 'speaker', count: 4, price: [99, 299], palette: 'tech', brands: AV_BRANDS,
      name: (m) => ({ en: `${m} Portable Bluetooth Speaker`, es: `Altavoz Bluetooth portátil ${m}` }) },
  ],
};

export const COMPUTERS: CategoryTypes = {
  category: 'computers',
  models: [
    'Swift', 'Envoy', 'Ascent', 'Vector', 'Pinnacle', 'Stride', 'Nexus', 'Elevate', 'Forge', 'Atlas', 'Breeze',
    'Catalyst', 'Dynamo', 'Ember', 'Falcon', 'Glacier', 'Harmony', 'Insight', 'Javelin', 'Kestrel', 'Lynx', 'Matrix',
    'Nimbus Air', 'Odyssey', 'Phoenix', 'Raptor', 'Sierra', 'Trek', 'Vanguard', 'Wren',
  ],
  types: [
    { key: 'laptop', kind: 'laptop', count: 8, price: [499, 1299], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m, r) => {
        const [ram, ssd] = r.pick([[8, 256], [16, 512], [16, 1024]] as const);
        const storage = ssd === 1024 ? '1 TB' : `${ssd} GB`;
        return {
          en: `${m} 15.6" Laptop, ${ram} GB RAM, ${storage} SSD`,
          es: `Computadora portátil ${m} de 15.6", ${ram} GB de RAM, SSD de ${storage}`,
        };
      } },
    { key: 'gaming-laptop', kind: 'laptop', count: 4, price: [1199, 2399], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} 16" Gaming Laptop, 32 GB RAM`, es: `Computadora portátil para videojuegos ${m} de 16", 32 GB de RAM` }) },
    { key: 'two-in-one', kind: 'laptop', count: 4, price: [699, 1399], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} 14" 2-in-1 Touchscreen Laptop`, es: `Computadora portátil 2 en 1 ${m} con pantalla táctil de 14"` }) },
    { key: 'desktop', kind: 'desktop', count: 5, price: [599, 1799], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} Desktop Computer with 24" Monitor`, es: `Computadora de escritorio ${m} con monitor de 24"` }) },
    { key: 'all-in-one', kind: 'desktop', count: 3, price: [899, 1899], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} 27" All-in-One Computer`, es: `Computadora todo en uno ${m} de 27"` }) },
    { key: 'tablet', kind: 'tablet', count: 4, price: [299, 1099], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} 11" Tablet, 128 GB`, es: `Tableta ${m} de 11", 128 GB` }) },
    { key: 'monitor', kind: 'desktop', count: 2, price: [199, 599], palette: 'computer', brands: COMPUTER_BRANDS,
      name: (m) => ({ en: `${m} 27" QHD Monitor`, es: `Monitor QHD ${m} de 27"` }) },
  ],
};
