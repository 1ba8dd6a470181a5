import { t } from '#shared/messages/index';

/**
 * Every sentence the artwork page shows, in one place for translation (the state words are shared/inventory).
 * Getters and functions: each reads the catalogue when the page renders, in the page's language.
 */
export const ARTWORK_TEXTS = {
  get backToShop() {
    return t('artwork.backToShop');
  },
  // The images and the viewer.
  indicative: (amounts: string) => t('artwork.indicative', { amounts }),
  get shippingLink() {
    return t('shipping.link');
  },
  openViewer: (title: string) => t('artwork.openViewer', { title }),
  showImage: (index: number, count: number) => t('artwork.showImage', { index, count }),
  get otherViews() {
    return t('artwork.otherViews');
  },
  get viewerHint() {
    return t('artwork.viewerHint');
  },
  get viewerLoading() {
    return t('artwork.viewerLoading');
  },
  get viewerFailed() {
    return t('artwork.viewerFailed');
  },
  // The facts.
  facts: {
    get artist() {
      return t('artwork.factArtist');
    },
    get medium() {
      return t('artwork.factMedium');
    },
    get media() {
      return t('artwork.factMedia');
    },
    get dimensions() {
      return t('artwork.factDimensions');
    },
    get edition() {
      return t('artwork.factEdition');
    },
    get signed() {
      return t('artwork.factSigned');
    },
    get framed() {
      return t('artwork.factFramed');
    },
    get category() {
      return t('artwork.factCategory');
    },
    get collection() {
      return t('artwork.factCollection');
    },
    get availability() {
      return t('artwork.factAvailability');
    },
  },
  // Buying and asking.
  get size() {
    return t('artwork.size');
  },
  get chooseSize() {
    return t('artwork.chooseSize');
  },
  get chooseSizeHint() {
    return t('artwork.chooseSizeHint');
  },
  sizeSold: (size: string) => t('artwork.sizeSold', { size }),
  sizeOnHold: (size: string) => t('artwork.sizeOnHold', { size }),
  get addToCart() {
    return t('artwork.addToCart');
  },
  get onRequestHint() {
    return t('artwork.onRequestHint');
  },
  /** The sentence around the link that asks about a work without sizes; `{link}` marks the link's place. */
  noSizes: (link: string) => t('artwork.noSizes', { link }),
  get askAboutIt() {
    return t('artwork.askAboutIt');
  },
  inCart: (quantity: number, size: string) => t('artwork.inCart', { quantity, size }),
  alreadyInCart: (size: string, quantity: number) => t('artwork.alreadyInCart', { size, quantity }),
  get uniqueInCart() {
    return t('artwork.uniqueInCart');
  },
  get viewCart() {
    return t('artwork.viewCart');
  },
  get soldNote() {
    return t('artwork.soldNote');
  },
  get notForSaleNote() {
    return t('artwork.notForSaleNote');
  },
  get onHoldNote() {
    return t('artwork.onHoldNote');
  },
  get enquire() {
    return t('artwork.enquire');
  },
  get enquireSimilar() {
    return t('artwork.enquireSimilar');
  },
  get formFailed() {
    return t('artwork.formFailed');
  },
  // The enquiry form.
  form: {
    get title() {
      return t('artwork.enquire');
    },
    get similarTitle() {
      return t('artwork.enquireSimilar');
    },
    get close() {
      return t('artwork.formClose');
    },
    get name() {
      return t('artwork.formName');
    },
    get email() {
      return t('artwork.formEmail');
    },
    get phone() {
      return t('artwork.formPhone');
    },
    get message() {
      return t('artwork.formMessage');
    },
    get send() {
      return t('artwork.formSend');
    },
    get sending() {
      return t('artwork.formSending');
    },
    about: (title: string, artist: string) => t('artwork.formAbout', { title, artist }),
    /** The privacy sentence; `{link}` marks the place of the link to the policy. */
    privacy: (link: string) => t('artwork.formPrivacy', { link }),
    get privacyLink() {
      return t('artwork.formPrivacyLink');
    },
    prefilled: (title: string) => t('artwork.formPrefilled', { title }),
    prefilledSimilar: (title: string, artist: string) => t('artwork.formPrefilledSimilar', { title, artist }),
    similarSubject: (title: string) => t('artwork.formSimilarSubject', { title }),
  },
  // The viewer's controls.
  viewer: {
    get name() {
      return t('artwork.viewer');
    },
    get images() {
      return t('artwork.viewerImages');
    },
    get previous() {
      return t('artwork.viewerPrevious');
    },
    get next() {
      return t('artwork.viewerNext');
    },
    get close() {
      return t('artwork.viewerClose');
    },
    get zoomIn() {
      return t('artwork.viewerZoomIn');
    },
    get zoomOut() {
      return t('artwork.viewerZoomOut');
    },
  },
  // Below the work.
  moreByArtist: (artist: string) => t('artwork.moreByArtist', { artist }),
  // The printed sheet.
  print: {
    get contact() {
      return t('artwork.printContact');
    },
    wechat: (id: string) => t('artwork.printWechat', { id }),
  },
};
