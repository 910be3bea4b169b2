/** An original artwork file under site/public/images/, with its intrinsic size (it reserves the space). */
export interface Artwork {
  src: string;
  width: number;
  height: number;
}
