import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The id of a tab, so its panel can be named by it. */
export function tabId(base: string, value: string): string {
  return `${base}-tab-${value}`;
}

export function panelId(base: string): string {
  return `${base}-panel`;
}

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): one tab stop, the arrow keys move between
 * tabs and choose them, Home and End go to the first and last. The chosen tab's panel is the
 * caller's, given `panelId(base)` and labelled by `tabId(base, selected)`.
 */
export function CategoryTabs<T extends string>({
  base,
  label,
  tabs,
  selected,
  onSelect,
}: {
  base: string;
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    refs.current.get(tab.value)?.focus();
  };

  return (
    <div className="live-class-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const chosen = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(base, tab.value)}
            aria-selected={chosen}
            aria-controls={chosen ? panelId(base) : undefined}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
