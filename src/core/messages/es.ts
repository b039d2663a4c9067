import type { MessageKey } from './en';

/** Spanish messages: natural US Spanish, same keys as en. */
export const es: Record<MessageKey, string> = {
  BAD_RESPONSE: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
  SERVER_ERROR: 'Error del servidor',
  COMPARE_CONFIRMATION:
    'Puedes comparar hasta 6 productos. ¿Quieres quitar el producto más antiguo de la lista y agregar este?',
  COMPARE_ADD_FAIL: 'No pudimos agregar este producto a la comparación. Inténtalo de nuevo.',
  COMPARE_REMOVE_FAIL: 'No pudimos quitar este producto de la comparación. Inténtalo de nuevo.',

  'dialog.ok': 'Aceptar',
  'dialog.cancel': 'Cancelar',
  'dialog.close': 'Cerrar',
  'dialog.confirmTitle': 'Confirma, por favor',

  'compare.toggle': 'Comparar',
  'compare.toggleLabel': 'Comparar {name}',
  'compare.region': 'Comparar productos',
  'compare.count': '{count} de {max} productos seleccionados',
  'compare.button': 'Comparar artículos ({count})',
  'compare.needTwo': 'Selecciona al menos 2 productos para comparar.',
  'compare.clear': 'Borrar artículos comparados',
  'compare.remove': 'Quitar {name} de la comparación',
  'compare.emptySlot': 'Espacio de comparación vacío',
  'compare.added': '{name} se agregó a la comparación.',
  'compare.removed': '{name} se quitó de la comparación.',
  'compare.cleared': 'Se borró la lista de comparación.',
};
