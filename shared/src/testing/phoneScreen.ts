/**
 * Component tests of a phone layout: width media queries (`useMediaQuery('(max-width:…)')`) answer as
 * on a screen `width` px wide, for every test of the file. jsdom has no matchMedia, so without this
 * every such query is false (the desktop layout).
 */
export function onPhoneScreen(width = 390): void {
  beforeEach(() => {
    window.matchMedia = (media: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(media);
      const min = /min-width:\s*([\d.]+)px/.exec(media);
      const matches = (max !== null || min !== null) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      const ignored = () => undefined;
      return {
        matches,
        media,
        onchange: null,
        addListener: ignored,
        removeListener: ignored,
        addEventListener: ignored,
        removeEventListener: ignored,
        dispatchEvent: () => false,
      };
    };
  });
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });
}
