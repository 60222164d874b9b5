/**
 * The carousel block as a Swiper island, hydrated when it scrolls into view. The
 * server renders the cards as a plain list (readable without JavaScript; the second copy of a
 * doubled list is hidden until the carousel runs). Swiper then shows 5 slides (1 below 768 px),
 * scrolls 3 at a time at speed 500, centred and looping. Previous and next are real buttons;
 * arrow keys move it while focus is inside it (Swiper's Keyboard module); Swiper's A11y module
 * announces the moves and brings a focused card into view.
 */
import { useRef, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { carouselSwiperSettings } from '#src/blocks/carousel/carousel.ts';
import type { ImageAttributes } from '#src/lib/blocks/image-attributes.ts';
import { LineIcon } from '#src/react/LineIcon.tsx';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import '#src/components/ui/card.css';
import './Carousel.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

export type CarouselCard = {
  key: string;
  title: string;
  intro: string | null;
  /** Null when the link leads nowhere (the title is then plain text). */
  href: string | null;
  newTab: boolean;
  image: ImageAttributes | null;
  more: string;
  /** The card's place in the CMS list, from 1 (a copy has the same place): '2 van 5'. */
  index: number;
  /** The second copy in a doubled list: hidden from assistive technology and the tab order. */
  duplicate: boolean;
};

/** blocks.carousel; `slideLabel` has `{{index}}` and `{{total}}`, filled here. */
export type CarouselStrings = StringsAt<'blocks.carousel'>;

type Props = {
  cards: CarouselCard[];
  /** The block's title, the carousel's accessible name; without one, `strings.label`. */
  title?: string | null | undefined;
  strings: CarouselStrings;
  /** Read after a link that opens in a new tab. */
  newTabHint: string;
  headingLevel: 2 | 3;
};

function Card({ card, newTabHint, headingLevel }: { card: CarouselCard; newTabHint: string; headingLevel: 2 | 3 }) {
  const hidden = card.duplicate;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <div className="card__body">
        <Heading className="card__title">
          {card.href ? (
            <a
              href={card.href}
              tabIndex={hidden ? -1 : undefined}
              {...(card.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {card.title}
              {card.newTab && <span className="visually-hidden"> {newTabHint}</span>}
            </a>
          ) : (
            card.title
          )}
        </Heading>
        {card.intro && <p className="card__intro">{card.intro}</p>}
        {card.href && (
          <span className="card__more" aria-hidden="true">
            {card.more}
          </span>
        )}
      </div>
      {card.image && (
        <div className="card__image">
          <img
            src={card.image.src}
            srcSet={card.image.srcSet}
            sizes={card.image.sizes}
            width={card.image.width}
            height={card.image.height}
            alt={card.image.alt}
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
    </article>
  );
}

function Carousel({ cards, title, strings, newTabHint, headingLevel }: Props) {
  const label = title?.trim() || strings.label;
  // A doubled list has each item twice: the copies do not count.
  const total = cards.filter((card) => !card.duplicate).length;
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const settings = carouselSwiperSettings();

  // The arrow keys belong to the carousel only while focus is inside it.
  const onFocus = () => swiper.current?.keyboard.enable();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.keyboard.disable();
  };

  return (
    <div className="carousel" onFocus={onFocus} onBlur={onBlur} data-carousel>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" ref={setPrevEl} aria-label={strings.previousLabel}>
          <LineIcon name="chevronLeft" />
          <span className="carousel__button-text">{strings.previous}</span>
        </button>
        <button type="button" className="carousel__button" ref={setNextEl} aria-label={strings.nextLabel}>
          <span className="carousel__button-text">{strings.next}</span>
          <LineIcon name="chevronRight" />
        </button>
      </div>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        {...settings}
        breakpoints={{ ...settings.breakpoints }}
        wrapperTag="ul"
        watchSlidesProgress
        navigation={prevEl && nextEl ? { prevEl, nextEl } : false}
        keyboard={{ enabled: false, onlyInViewport: true, pageUpDown: false }}
        a11y={{
          enabled: true,
          prevSlideMessage: strings.previousLabel,
          nextSlideMessage: strings.nextLabel,
          firstSlideMessage: '',
          lastSlideMessage: '',
          slideLabelMessage: '',
          slideRole: '',
          containerRole: 'group',
          containerRoleDescriptionMessage: strings.roleDescription,
          containerMessage: label,
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        className="carousel__swiper"
      >
        {cards.map((card) => (
          <SwiperSlide
            key={card.key}
            tag="li"
            className="carousel__slide"
            aria-label={fillTemplate(strings.slideLabel, { index: card.index, total })}
            aria-hidden={card.duplicate ? true : undefined}
            data-duplicate={card.duplicate ? '' : undefined}
          >
            <Card card={card} newTabHint={newTabHint} headingLevel={headingLevel} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(Carousel, 'Carousel');
