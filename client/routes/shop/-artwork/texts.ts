/** Every sentence the artwork page shows, in one place for translation (the state words are shared/inventory). */
export const ARTWORK_TEXTS = {
  backToShop: '← Back to shop',
  // The images and the viewer.
  openViewer: (title: string) => `View "${title}" larger`,
  showImage: (index: number, count: number) => `Show image ${index} of ${count}`,
  otherViews: 'Other views',
  viewerHint: 'Select the image to see it larger and zoom in.',
  viewerLoading: 'Opening the viewer…',
  viewerFailed: 'The viewer could not be opened. Check your connection and try again.',
  // The facts.
  facts: {
    artist: 'Artist',
    medium: 'Medium',
    media: 'Media',
    dimensions: 'Dimensions',
    edition: 'Edition',
    signed: 'Signed',
    framed: 'Framed',
    category: 'Category',
    collection: 'Collection',
    availability: 'Availability',
  },
  // Buying and asking.
  size: 'Size',
  chooseSize: 'Choose a size',
  chooseSizeHint: 'Choose a size to see its price.',
  sizeSold: (size: string) => `${size} (sold)`,
  sizeOnHold: (size: string) => `${size} (on hold)`,
  addToCart: 'Add to cart',
  onRequestHint: 'Add it to your cart to ask for the price with your other works, or enquire about it now.',
  noSizes: 'Sizes and prices for this work are given on request.',
  askAboutIt: 'Ask us about it',
  inCart: (quantity: number, size: string) => `In your cart: ${quantity} × ${size}. `,
  alreadyInCart: (size: string, quantity: number) =>
    `Already in your cart as ${size}; the quantity is now ${quantity}. `,
  uniqueInCart: 'This work is unique and is in your cart. ',
  viewCart: 'View your cart',
  soldNote: 'This work has found a home. We can tell you about similar works by the artist.',
  notForSaleNote: 'This work is not for sale. It is shown here as part of the collection.',
  onHoldNote: 'Another collector has reserved this work. You can still enquire about it.',
  enquire: 'Enquire about this work',
  enquireSimilar: 'Enquire about similar works',
  formFailed: 'The enquiry form could not be opened. Check your connection and try again.',
  // The enquiry form.
  form: {
    title: 'Enquire about this work',
    similarTitle: 'Enquire about similar works',
    close: 'Close',
    name: 'Name',
    email: 'Email',
    phone: 'Phone or WeChat ID (optional)',
    message: 'Message',
    send: 'Send enquiry',
    sending: 'Sending…',
    about: (title: string, artist: string) => `About "${title}" by ${artist}.`,
    privacy: 'We use your name, e-mail address and message only to answer this enquiry. See our',
    privacyLink: 'privacy policy',
    prefilled: (title: string) => `I would like to know more about "${title}".`,
    prefilledSimilar: (title: string, artist: string) =>
      `"${title}" is sold. I would like to hear about similar works by ${artist}.`,
  },
  // Below the work.
  moreByArtist: (artist: string) => `More by ${artist}`,
  // The printed sheet.
  print: {
    contact: 'Contact the gallery',
  },
} as const;
