import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Loader } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SearchSuggestionsDto } from '@atlas/shared/contract/search';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { TFunction } from '@/lib/translator';
import { MIN_QUERY_LENGTH, useSuggestions } from '../api/get-suggestions';
import { categoryLabel } from '@/lib/category-label';
import classes from './search-panel.module.css';

const DEBOUNCE_MS = 150;

interface Option {
  key: string;
  href: string;
  content: ReactNode;
}

interface Group {
  key: string;
  label: string;
  options: Option[];
}

const listing = (q: string) => `/products?q=${encodeURIComponent(q.trim())}`;

/** A suggestion with its picture: a product's pack, a trainer's portrait (round). */
function Pictured({
  image,
  round,
  name,
  children,
}: {
  image: string;
  round: boolean;
  name: string;
  children: ReactNode;
}) {
  return (
    <span className={classes.product}>
      <img
        src={image || undefined}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className={round ? classes.avatar : classes.thumb}
      />
      <span className={classes.productText}>
        <span className={classes.name}>{name}</span>
        <span className={classes.meta}>{children}</span>
      </span>
    </span>
  );
}

/** The suggestions in their groups: the shop's products, categories and brands, then the training library. */
function groupsOf(data: SearchSuggestionsDto, t: TFunction, price: (egp: number) => string): Group[] {
  const groups: Group[] = [
    {
      key: 'products',
      label: t('search.products'),
      options: data.products.map((p) => ({
        key: `product-${p.id}`,
        href: `/products/${p.id}`,
        content: (
          <Pictured image={p.image} round={false} name={p.name}>
            {price(p.discountedPrice)}
            {!p.inStock && <span className={classes.soldOut}> · {t('search.soldOut')}</span>}
          </Pictured>
        ),
      })),
    },
    {
      key: 'categories',
      label: t('search.categories'),
      options: data.categories.map((c) => ({
        key: `category-${c.name}`,
        href: `/products?category=${encodeURIComponent(c.name)}`,
        content: <span className={classes.name}>{categoryLabel(t, c.name)}</span>,
      })),
    },
    {
      key: 'brands',
      label: t('search.brands'),
      options: data.brands.map((b) => ({
        key: `brand-${b.name}`,
        href: `/products?brand=${encodeURIComponent(b.name)}`,
        content: <span className={classes.name}>{b.name}</span>,
      })),
    },
    {
      key: 'training',
      label: t('search.training'),
      options: [
        ...data.trainers.map((x) => ({
          key: `trainer-${x.id}`,
          href: `/trainers/${x.id}`,
          content: (
            <Pictured image={x.image} round name={x.name}>
              {t('search.trainer')}
            </Pictured>
          ),
        })),
        ...data.exercises.map((x) => ({
          key: `exercise-${x.id}`,
          href: x.path,
          content: (
            <span className={classes.productText}>
              <span className={classes.name}>{x.name}</span>
              <span className={classes.meta}>{t('search.exercise')}</span>
            </span>
          ),
        })),
      ],
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * The header's search (loaded when first opened): a combobox whose suggestions come as the
 * shopper types, grouped, with arrow keys, Enter and Escape. Enter without a chosen suggestion
 * opens the listing with the query.
 */
export default function SearchPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(asked);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  const ready = asked.trim().length >= MIN_QUERY_LENGTH && suggestions.data !== undefined;
  const groups = useMemo(
    () => (ready && suggestions.data ? groupsOf(suggestions.data, t, format.price) : []),
    [ready, suggestions.data, t, format.price],
  );
  const options: Option[] = useMemo(() => {
    const all = groups.flatMap((g) => g.options);
    if (typed.trim().length >= MIN_QUERY_LENGTH)
      all.push({
        key: 'all',
        href: listing(typed),
        content: (
          <span className={classes.all}>
            <IconSearch size={16} aria-hidden />
            {t('search.seeAll', { q: typed.trim() })}
          </span>
        ),
      });
    return all;
  }, [groups, typed, t]);
  const optionId = (key: string) => `${id}-${key}`;

  const go = (href: string) => {
    void navigate(href);
    setTyped('');
    setAsked('');
    setActive(-1);
    onClose();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // past either end the input itself is active again (-1), as in a native datalist
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) go(chosen.href);
      else if (typed.trim()) go(listing(typed));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  if (!opened) return null;
  const activeOption = options[active];
  const expanded = options.length > 0;
  const nothing = ready && groups.length === 0;
  const shownCount = groups.reduce((n, g) => n + g.options.length, 0);
  const position = new Map(options.map((option, i) => [option.key, i]));
  const renderOption = (option: Option) => {
    const mine = position.get(option.key)!;
    const selected = mine === active;
    return (
      <div
        key={option.key}
        id={optionId(option.key)}
        role="option"
        aria-selected={selected}
        className={classes.option}
        data-active={selected || undefined}
        data-testid="search-option"
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setActive(mine)}
        onClick={() => go(option.href)}
      >
        {option.content}
      </div>
    );
  };

  return (
    <div className={classes.backdrop} onMouseDown={onClose} data-testid="search-panel">
      <div className={classes.panel} onMouseDown={(e) => e.stopPropagation()}>
        <form
          role="search"
          className={classes.field}
          onSubmit={(e) => {
            e.preventDefault();
          }}
        >
          <IconSearch size={20} aria-hidden className={classes.fieldIcon} />
          <input
            ref={input}
            type="search"
            className={classes.input}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={activeOption ? optionId(activeOption.key) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            data-testid="header-search-input"
          />
          {suggestions.isFetching && <Loader size={16} aria-hidden />}
          <CloseButton onClick={onClose} aria-label={t('search.close')} />
        </form>
        {nothing && (
          <p className={classes.nothing} data-testid="search-nothing">
            {t('search.nothing', { q: asked.trim() })}
          </p>
        )}
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={classes.listbox}
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}-label`}>
              <div id={`${id}-${group.key}-label`} role="presentation" className={classes.groupLabel}>
                {group.label}
              </div>
              {group.options.map(renderOption)}
            </div>
          ))}
          {options.length > 0 && options.at(-1)!.key === 'all' && renderOption(options.at(-1)!)}
        </div>
        <div aria-live="polite" className={classes.status}>
          {ready ? t('search.count', { count: shownCount, n: format.number(shownCount) }) : ''}
        </div>
      </div>
    </div>
  );
}
