import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import text from '@/components/ui/text.module.css';
import classes from './nutrition-cards.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';

/**
 * The three tools, each a link to its section further down (smooth scrolling is global), and the
 * supplements sized to a plan, on their own page.
 */
const tools = [
  { key: 'calculator', href: '#fat-calculator', id: 'fat-calculator' },
  { key: 'planner', href: '#meal-planner', id: 'meal-planner' },
  { key: 'search', href: '#know-food', id: 'know-food' },
  { key: 'supplements', href: '/supplement-plan', id: 'supplement-plan' },
] as const;

export function ToolCards() {
  const { t } = useTranslation();
  return (
    <div className={blocks.grid} style={{ '--sm': 2, '--lg': 4 } as CSSProperties}>
      {tools.map((tool) => (
        <a
          key={tool.key}
          href={tool.href}
          className={`${box.link} ${classes.card}`}
          data-testid={`tool-${tool.id}`}
        >
          <img
            src={`/assets/nutrition/tool-${tool.key}.svg`}
            width={320}
            height={200}
            alt=""
            loading="lazy"
          />
          <h3 className={text.h4}>{t(`tools.${tool.key}.title`)}</h3>
          <p className={`${text.p} ${text.sm} ${text.dimmed}`}>{t(`tools.${tool.key}.description`)}</p>
        </a>
      ))}
    </div>
  );
}
