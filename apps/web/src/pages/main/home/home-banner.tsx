import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * Seed section 9: autoplay every 5000 ms, circular. The 500 ms transition is antd-mobile's
 * slide spring, which settles in about that time; the Swiper exposes no duration setting.
 */
export const BANNER_INTERVAL = 5000;

const SLIDES = [
  { key: 'markets', sub: 'marketsSub', className: 'banner-a' },
  { key: 'ipo', sub: 'ipoSub', className: 'banner-b' },
  { key: 'safety', sub: 'safetySub', className: 'banner-c' },
] as const;

export const HomeBanner = () => {
  const { t } = useTranslation();
  return (
    <div className="home-banner">
      <Swiper autoplay autoplayInterval={BANNER_INTERVAL} loop indicatorProps={{ color: 'white' }}>
        {SLIDES.map((slide) => (
          <Swiper.Item key={slide.key}>
            <div className={`banner-slide ${slide.className}`}>
              <strong>{t(`home.banners.${slide.key}`)}</strong>
              <span>{t(`home.banners.${slide.sub}`)}</span>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
};
