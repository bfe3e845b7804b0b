// Words the server writes itself for the materials list PDF, in the contractor's language; the web page uses web/locales.
import type { MaterialCategory, MaterialUnit } from '../../../core/materials/material-line';

type Words = {
  title: (n: number) => string; forCustomer: string; total: string; item: string; size: string; order: string; page: string;
  category: Record<MaterialCategory, string>; unit: Record<MaterialUnit, [one: string, other: string]>; item_: Record<string, string>;
};

export const materialsWords: Record<'en' | 'es', Words> = {
  en: {
    title: (n) => `Materials list · Quote #${n}`, forCustomer: 'For', total: 'Order for the whole job', item: 'Item', size: 'Size', order: 'Order', page: 'Page',
    category: { posts: 'Posts', concrete: 'Concrete', rails: 'Rails', pickets: 'Pickets', panels: 'Panels', fabric: 'Fabric and rail', gates: 'Gates', hardware: 'Hardware', caps: 'Caps', fasteners: 'Fasteners' },
    unit: { each: ['piece', 'pieces'], bag: ['bag', 'bags'], roll: ['roll', 'rolls'], stick: ['stick', 'sticks'], box: ['box', 'boxes'], coil: ['coil', 'coils'] },
    item_: {
      post: 'Post', 'post-line': 'Line post', 'post-terminal': 'End/corner post', 'post-gate': 'Gate post', concrete: 'Concrete post mix', cap: 'Post cap',
      'loop-cap': 'Loop cap', 'dome-cap': 'Dome cap', 'gate-single': 'Single gate', 'gate-double': 'Double gate', hinge: 'Gate hinge', latch: 'Gate latch',
      'drop-rod': 'Drop rod', rail: 'Rail', picket: 'Picket', nails: 'Picket nails', screws: 'Rail screws', panel: 'Panel', stiffener: 'Gate post stiffener',
      fabric: 'Chain-link fabric', 'top-rail': 'Top rail', 'tension-wire': 'Tension wire', 'tension-bar': 'Tension bar', 'tension-band': 'Tension band',
      'brace-band': 'Brace band', 'rail-end-cup': 'Rail end cup', 'fabric-ties': 'Fabric ties',
    },
  },
  es: {
    title: (n) => `Lista de materiales · Cotización #${n}`, forCustomer: 'Para', total: 'Pedido para todo el trabajo', item: 'Artículo', size: 'Medida', order: 'Pedir', page: 'Página',
    category: { posts: 'Postes', concrete: 'Concreto', rails: 'Rieles', pickets: 'Tablas', panels: 'Paneles', fabric: 'Malla y riel', gates: 'Puertas', hardware: 'Herrajes', caps: 'Tapas', fasteners: 'Fijaciones' },
    unit: { each: ['pieza', 'piezas'], bag: ['bolsa', 'bolsas'], roll: ['rollo', 'rollos'], stick: ['tramo', 'tramos'], box: ['caja', 'cajas'], coil: ['rollo', 'rollos'] },
    item_: {
      post: 'Poste', 'post-line': 'Poste de línea', 'post-terminal': 'Poste de extremo/esquina', 'post-gate': 'Poste de puerta', concrete: 'Mezcla de concreto para postes',
      cap: 'Tapa de poste', 'loop-cap': 'Tapa de lazo', 'dome-cap': 'Tapa de domo', 'gate-single': 'Puerta sencilla', 'gate-double': 'Puerta doble',
      hinge: 'Bisagra de puerta', latch: 'Pestillo de puerta', 'drop-rod': 'Pasador de piso', rail: 'Riel', picket: 'Tabla', nails: 'Clavos para tablas',
      screws: 'Tornillos para rieles', panel: 'Panel', stiffener: 'Refuerzo de poste de puerta', fabric: 'Malla ciclónica', 'top-rail': 'Riel superior',
      'tension-wire': 'Alambre de tensión', 'tension-bar': 'Barra de tensión', 'tension-band': 'Abrazadera de tensión', 'brace-band': 'Abrazadera de soporte',
      'rail-end-cup': 'Copa de extremo de riel', 'fabric-ties': 'Amarres para malla',
    },
  },
};
