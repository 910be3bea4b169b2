import { screenMeta, ScreenRoute } from './screen';

export const meta = screenMeta;

export default function EsgInclusion() {
  return <ScreenRoute />;
}
