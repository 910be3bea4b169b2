/**
 * For tests only: `srcset`s as the site's image pipeline and hand-written pages write them, for the
 * narrowing function's tests and the head script's (which must narrow them the same way).
 */
export const sampleSrcSets = {
  byWidth: '/hero-640.avif 640w, /hero-960.avif 960w, /hero-1440.avif 1440w',
  byWidthUnordered: '/logo-320.webp 320w,/logo-160.webp 160w , /logo-480.webp 480w',
  withNewlines: '\n  /a-336.avif 336w,\n  /a-112.avif 112w,\n  /a-224.avif 224w\n',
  byDensity: '/mark@2x.png 2x, /mark.png 1x, /mark@3x.png 3x',
  withoutDescriptor: '/mark@2x.png 2x, /mark.png',
  withCommaInAddress: '/crop,w_960/photo.jpg 960w, /crop,w_480/photo.jpg 480w',
  withDataAddress: 'data:image/webp;base64,AAAA 320w, data:image/webp;base64,BBBB 160w',
  single: '/only-160.webp 160w',
  tied: '/first.webp 160w, /second.webp 160w',
  empty: '',
  onlyCommas: ' , ,',
} as const;
