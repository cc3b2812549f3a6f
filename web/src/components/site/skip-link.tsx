import { useTranslation } from '@/lib/i18n-react';

/**
 * The first stop of the Tab key on every page: hidden until focused, it moves focus past the header to the page's
 * <main> (whichever shell drew it), so a keyboard user does not tab through the navigation on each page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.querySelector('main');
        if (!main) return;
        event.preventDefault();
        // Focusable by script only, so Tab order stays as it was.
        main.tabIndex = -1;
        main.focus();
      }}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[100] focus:outline-2 focus:outline-offset-2 focus:outline-ring"
    >
      {t('skipToContent')}
    </a>
  );
}
