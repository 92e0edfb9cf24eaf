// The API key field: a server that protects changes to the graph wants
// "Authorization: Bearer KEY" with each ingest and delete. The key is kept
// for this browser tab only (sessionStorage) and never shown again in full.
import { useState } from 'preact/hooks';
import { apiKey, setAPIKey } from '../api.js';

export function APIKeyField() {
  const [saved, setSaved] = useState(apiKey());
  const [value, setValue] = useState('');
  const save = () => {
    setAPIKey(value.trim());
    setSaved(value.trim());
    setValue('');
  };
  if (saved) {
    return (
      <div class="field api-key" role="group" aria-labelledby="api-key-label">
        <span id="api-key-label" class="label">API key</span>
        <p class="small">
          A key ending in “{saved.slice(-4)}” goes with your changes, until you close this tab.{' '}
          <button type="button" class="link" onClick={() => { setAPIKey(''); setSaved(''); }}>Forget it</button>
        </p>
      </div>
    );
  }
  return (
    <div class="field api-key">
      <label for="api-key">API key <span class="muted small">(only if the server asks for one; kept for this tab only)</span></label>
      <div class="inline-field">
        <input id="api-key" type="password" autocomplete="off" spellcheck={false} value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); save(); } }} />
        <button type="button" class="secondary" onClick={save} disabled={!value.trim()}>Use this key</button>
      </div>
    </div>
  );
}
