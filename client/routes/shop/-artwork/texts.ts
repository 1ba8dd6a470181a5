import { lazyTexts, t } from '#shared/messages/index';

/**
 * Every sentence the artwork page shows, in one place for translation (the state words are shared/inventory).
 * Texts and functions: each reads the catalogue when the page renders, in the page's language.
 */
export const ARTWORK_TEXTS = lazyTexts(
  {
    backToShop: 'artwork.backToShop',
    shippingLink: 'shipping.link',
    otherViews: 'artwork.otherViews',
    viewerHint: 'artwork.viewerHint',
    viewerLoading: 'artwork.viewerLoading',
    viewerFailed: 'artwork.viewerFailed',
    // The facts.
    facts: {
      artist: 'artwork.factArtist',
      medium: 'artwork.factMedium',
      media: 'artwork.factMedia',
      dimensions: 'artwork.factDimensions',
      edition: 'artwork.factEdition',
      signed: 'artwork.factSigned',
      framed: 'artwork.factFramed',
      category: 'artwork.factCategory',
      collection: 'artwork.factCollection',
      availability: 'artwork.factAvailability',
    },
    // Buying and asking.
    size: 'artwork.size',
    chooseSize: 'artwork.chooseSize',
    chooseSizeHint: 'artwork.chooseSizeHint',
    addToCart: 'artwork.addToCart',
    onRequestHint: 'artwork.onRequestHint',
    askAboutIt: 'artwork.askAboutIt',
    uniqueInCart: 'artwork.uniqueInCart',
    viewCart: 'artwork.viewCart',
    soldNote: 'artwork.soldNote',
    notForSaleNote: 'artwork.notForSaleNote',
    onHoldNote: 'artwork.onHoldNote',
    enquire: 'artwork.enquire',
    enquireSimilar: 'artwork.enquireSimilar',
    formFailed: 'artwork.formFailed',
    // The viewer's controls.
    viewer: {
      name: 'artwork.viewer',
      images: 'artwork.viewerImages',
      previous: 'artwork.viewerPrevious',
      next: 'artwork.viewerNext',
      close: 'artwork.viewerClose',
      zoomIn: 'artwork.viewerZoomIn',
      zoomOut: 'artwork.viewerZoomOut',
    },
  },
  {
    // The images and the viewer.
    indicative: (amounts: string) => t('artwork.indicative', { amounts }),
    openViewer: (title: string) => t('artwork.openViewer', { title }),
    showImage: (index: number, count: number) => t('artwork.showImage', { index, count }),
    sizeSold: (size: string) => t('artwork.sizeSold', { size }),
    sizeOnHold: (size: string) => t('artwork.sizeOnHold', { size }),
    /** The sentence around the link that asks about a work without sizes; `{link}` marks the link's place. */
    noSizes: (link: string) => t('artwork.noSizes', { link }),
    inCart: (quantity: number, size: string) => t('artwork.inCart', { quantity, size }),
    alreadyInCart: (size: string, quantity: number) => t('artwork.alreadyInCart', { size, quantity }),
    // The enquiry form.
    form: lazyTexts(
      {
        title: 'artwork.enquire',
        similarTitle: 'artwork.enquireSimilar',
        close: 'artwork.formClose',
        name: 'artwork.formName',
        email: 'artwork.formEmail',
        phone: 'artwork.formPhone',
        message: 'artwork.formMessage',
        send: 'artwork.formSend',
        sending: 'artwork.formSending',
        privacyLink: 'artwork.formPrivacyLink',
      },
      {
        about: (title: string, artist: string) => t('artwork.formAbout', { title, artist }),
        /** The privacy sentence; `{link}` marks the place of the link to the policy. */
        privacy: (link: string) => t('artwork.formPrivacy', { link }),
        prefilled: (title: string) => t('artwork.formPrefilled', { title }),
        prefilledSimilar: (title: string, artist: string) => t('artwork.formPrefilledSimilar', { title, artist }),
        similarSubject: (title: string) => t('artwork.formSimilarSubject', { title }),
      },
    ),
    // Below the work.
    moreByArtist: (artist: string) => t('artwork.moreByArtist', { artist }),
    // The printed sheet.
    print: lazyTexts(
      {
        contact: 'artwork.printContact',
      },
      {
        wechat: (id: string) => t('artwork.printWechat', { id }),
      },
    ),
  },
);
