import { screenMeta, ScreenRoute } from './screen';

export const meta = screenMeta;

export default function Akoma360() {
  return <ScreenRoute />;
}
