/**
 * The attribute an app puts on `<html>`, before the first paint, when the visitor asks to save data
 * (`Save-Data`, `navigator.connection.saveData`) or is on a 2g or slow-2g connection. Under it the
 * page costs as little as it can: no web fonts (the local faces scaled to them stay), each lazy
 * image at its smallest size, and no video posters.
 */
export const dataSaverAttribute = 'data-save-data';
