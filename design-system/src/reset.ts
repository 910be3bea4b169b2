// @akoma/design-system/reset: the library's global styles, imported once by an app, before its
// theme and components: the reset, the base styles (body type and colours, the focus ring, smooth
// scrolling unless motion is reduced) and the brand fonts with their metric-matched local faces.
import './fonts';
import './styles/reset.css';
import './styles/global.css';
