/**
 * Injects a server-provided HTML/script snippet (the support widget: login's `customer`,
 * base settings' `custom`). A fragment made by createContextualFragment runs its scripts
 * when attached, unlike innerHTML. Each snippet slot is replaced, never stacked.
 */
export const injectSnippet = (slot: string, snippet: string): void => {
  if (typeof document === 'undefined') return;
  const id = `snippet-${slot}`;
  document.getElementById(id)?.remove();
  if (!snippet.trim()) return;
  const host = document.createElement('div');
  host.id = id;
  host.dataset.snippet = slot;
  document.body.appendChild(host);
  try {
    host.appendChild(document.createRange().createContextualFragment(snippet));
  } catch {
    host.remove();
  }
};

export const removeSnippet = (slot: string): void => {
  if (typeof document === 'undefined') return;
  document.getElementById(`snippet-${slot}`)?.remove();
};
