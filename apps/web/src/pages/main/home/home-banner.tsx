import { useTranslation } from 'react-i18next';
import { SWIPER_INTERVAL_MS } from '../../../config/ui-constants';
import { Carousel } from '../../../lib/ui/carousel';

// Seed section 9: autoplay, circular, a 500 ms transition. The glide is the browser's smooth
// scrolling, whose length the browser sets (CSS and scrollTo take no duration).

const SLIDES = [
  { key: 'markets', sub: 'marketsSub', className: 'banner-a' },
  { key: 'ipo', sub: 'ipoSub', className: 'banner-b' },
  { key: 'safety', sub: 'safetySub', className: 'banner-c' },
] as const;

export const HomeBanner = () => {
  const { t } = useTranslation();
  return (
    <div className="home-banner">
      <Carousel
        label={t('home.banners.label')}
        intervalMs={SWIPER_INTERVAL_MS}
        slides={SLIDES.map((slide) => ({
          key: slide.key,
          content: (
            <div className={`banner-slide ${slide.className}`}>
              <strong>{t(`home.banners.${slide.key}`)}</strong>
              <span>{t(`home.banners.${slide.sub}`)}</span>
            </div>
          ),
        }))}
      />
    </div>
  );
};
