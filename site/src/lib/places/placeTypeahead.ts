// The visitors' city and locality type-ahead (components/search/PlaceSearchFields.tsx) without
// React: the home and search pages ship almost no script, and React alone would be most of the
// home page's budget. It behaves as the listing form's Combobox.tsx (a WAI-ARIA combobox with a
// listbox popup): typing filters the choices, the up and down keys move through them, Enter or a
// click picks one, Escape closes the list. The inputs stay plain named fields, so the form sends
// what they show, in the catalogue's spelling when it is a catalogue name.
import { catalogueName, matchingOptions } from './matching.ts';

/** Suggestions shown at once, as in the listing form. */
const SHOWN = 12;

function combobox(input: HTMLInputElement, optionsOf: () => readonly string[], countText: string): void {
  const list = document.getElementById(`${input.id}-list`);
  const status = document.getElementById(`${input.id}-status`);
  if (!list || !status) return;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  input.autocomplete = 'off';
  let open = false;
  let active = -1;
  let shown: string[] = [];

  const render = () => {
    shown = open ? matchingOptions(optionsOf(), input.value).slice(0, SHOWN) : [];
    const exact = shown.length === 1 && shown[0]?.toLowerCase() === input.value.trim().toLowerCase();
    const expanded = shown.length > 0 && !exact;
    input.setAttribute('aria-expanded', String(expanded));
    list.hidden = !expanded;
    list.replaceChildren(
      ...(expanded ? shown : []).map((option, index) => {
        const item = document.createElement('li');
        item.id = `${list.id}-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(index === active));
        item.className = index === active ? 'combobox__option combobox__option--active' : 'combobox__option';
        item.textContent = option;
        // mousedown, not click: it runs before the input's blur closes the list.
        item.addEventListener('mousedown', (event) => {
          event.preventDefault();
          pick(option);
        });
        return item;
      }),
    );
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
    status.textContent = expanded ? countText.replace('{count}', String(shown.length)) : '';
  };
  const pick = (option: string) => {
    input.value = option;
    open = false;
    active = -1;
    render();
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  input.addEventListener('input', () => {
    open = true;
    active = -1;
    render();
  });
  input.addEventListener('focus', () => {
    open = true;
    render();
  });
  input.addEventListener('blur', () => {
    open = false;
    active = -1;
    render();
  });
  input.addEventListener('keydown', (event) => {
    const expanded = input.getAttribute('aria-expanded') === 'true';
    const chosen = shown[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        open = true;
      } else {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        active = shown.length === 0 ? -1 : (active + step + shown.length) % shown.length;
      }
      render();
    } else if (event.key === 'Enter' && expanded && chosen !== undefined) {
      // Picks the suggestion; the form is sent by the next Enter.
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      open = false;
      render();
    }
  });
}

/** Turns one PlaceSearchFields block into the type-ahead; the server's HTML works without it. */
export function enhancePlaceSearch(container: HTMLElement): void {
  const cities = JSON.parse(container.dataset.cities ?? '[]') as string[];
  const localities = JSON.parse(container.dataset.localities ?? '{}') as Record<string, string[]>;
  const countText = container.dataset.countText ?? '{count}';
  const city = container.querySelector<HTMLInputElement>('input[data-place="city"]');
  const locality = container.querySelector<HTMLInputElement>('input[data-place="locality"]');
  if (!city || !locality || container.dataset.enhanced !== undefined) return;
  container.dataset.enhanced = '';
  const chosenCity = () => catalogueName(cities, city.value);
  const localitiesOfCity = () => localities[chosenCity() ?? ''] ?? [];
  combobox(city, () => cities, countText);
  combobox(locality, localitiesOfCity, countText);

  // A new city has other localities: the old city's one would match nothing.
  const hint = document.getElementById(`${locality.id}-hint`);
  const cityChanged = () => {
    if (locality.value.trim() && !catalogueName(localitiesOfCity(), locality.value)) locality.value = '';
    const text = chosenCity() ? container.dataset.hintCity : container.dataset.hintNoCity;
    if (hint && text) hint.textContent = text;
  };
  city.addEventListener('change', cityChanged);

  // Names typed in another case are sent as the catalogue spells them (?city=Pune, not ?city=pune).
  city.form?.addEventListener('formdata', (event) => {
    const cityName = chosenCity();
    if (cityName) event.formData.set(city.name, cityName);
    const localityName = catalogueName(localitiesOfCity(), locality.value);
    if (localityName) event.formData.set(locality.name, localityName);
  });
}

/** Every PlaceSearchFields block under `root`. */
export function enhancePlaceSearches(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-place-search]')) enhancePlaceSearch(container);
}
