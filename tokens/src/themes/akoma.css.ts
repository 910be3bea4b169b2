import { akomaTokens } from '../akoma';
import { makeTheme } from '../makeTheme';

/** The default Akoma theme: put this class on `<html>` (or any subtree). */
export const akomaTheme = makeTheme(akomaTokens, { debugId: 'akoma' });
