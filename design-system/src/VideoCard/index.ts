export { VideoCard } from './VideoCard';
export type { VideoCardProps, VideoPosterImage } from './VideoCard';
