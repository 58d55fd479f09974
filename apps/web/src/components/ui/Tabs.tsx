import { type KeyboardEvent, useRef } from 'react';
import './form.css';

type Tab<K extends string> = { key: K; label: string; testId?: string };
type TabsProps<K extends string> = {
  tabs: readonly Tab<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
};

/** A row of tabs (login by username or SMS, registration modes…); arrow keys move between them. */
export function Tabs<K extends string>({ tabs, value, onChange, label }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
