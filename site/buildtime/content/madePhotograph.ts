import sharp from 'sharp';

/**
 * A stand-in photograph, for the image pipeline's tests and the bench's photographic hero: soft
 * shapes under a strong grain, as a JPEG at quality 90. The grain makes it as heavy to compress as
 * a real photograph (heavier than most), so what the pipeline makes of it, and what a page loading
 * it costs, is not flattered. Nothing of it is published: the company supplies the real ones.
 */
export async function madePhotograph(width: number, height: number): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 900 1200" preserveAspectRatio="xMidYMid slice">
      <defs><radialGradient id="g" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="#f5d0a9"/><stop offset="1" stop-color="#3b2f2f"/></radialGradient></defs>
      <rect x="-2000" y="-2000" width="5000" height="5000" fill="url(#g)"/>
      <circle cx="450" cy="430" r="210" fill="#8d5524"/><rect x="170" y="700" width="560" height="500" rx="240" fill="#14532d"/>
    </svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(shapes)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
