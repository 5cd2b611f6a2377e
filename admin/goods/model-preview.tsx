import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { modelFactFields, type GoodsModel } from './types';

/**
 * The product's model as it is saved: the 3D viewer (@google/model-viewer, its
 * own chunk, loaded only when this panel shows a model) and the three pictures
 * rendered from it, at the addresses of the current spec key — after Save the
 * key changes and the new model and pictures show. Under it, what the unsaved
 * choices would give (or why saving them would be refused).
 */
function Viewer({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    const element = ref.current;
    const loaded = () => live && setState('loaded');
    const failed = () => live && setState('failed');
    element?.addEventListener('load', loaded);
    element?.addEventListener('error', failed);
    import('@google/model-viewer').catch(failed);
    return () => {
      live = false;
      element?.removeEventListener('load', loaded);
      element?.removeEventListener('error', failed);
    };
  }, []);
  return (
    <Box className="model-viewer" data-state={state} data-testid="goods-model-viewer" sx={{ width: 320, height: 240, border: '1px solid #ddd', borderRadius: 1 }}>
      <model-viewer ref={ref} src={src} alt={alt} camera-controls="" shadow-intensity="1" style={{ width: '100%', height: '100%' }} />
      {state === 'failed' && <Typography color="error">The model could not be shown.</Typography>}
    </Box>
  );
}

type Labels = { kind: (id: string | null) => string | null | undefined; colour: (key: string | null) => string | null | undefined };

function factsLine(model: GoodsModel, labels: Labels) {
  const shown = (f: (typeof modelFactFields)[number]) => (f === 'kind' || f === 'colour' ? labels[f](model.resolved[f]) : model.resolved[f]);
  return modelFactFields
    .filter((f) => model.resolved[f])
    .map((f) => `${shown(f)}${model.fromName[f] ? ' (from the name)' : ''}`)
    .join(' · ');
}

/** The form's names for the fields a message is about. */
const fieldLabels: Record<string, string> = { kind: 'Kind', variant: 'Variant', material: 'Material', colour: 'Colour', 'dimensions.width': 'Width', 'dimensions.depth': 'Depth', 'dimensions.height': 'Height', 'dimensions.unit': 'Unit' };

export function ModelPreview({ model, draft, labels }: { model: GoodsModel | null; draft: GoodsModel | null; labels: Labels }) {
  if (!model) return <Typography>Loading the model…</Typography>;
  const problems = Object.entries(draft?.problems ?? {});
  return (
    <Box data-testid="goods-model-preview" data-key={model.key ?? ''} sx={{ flex: 1 }}>
      {model.hasModel && model.glbUrl ? (
        <>
          <Viewer key={model.glbUrl} src={model.glbUrl} alt="The product's 3D model" />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {model.pictures.map((p) => (
              <img key={p.url} src={p.url} alt={`${p.view} view`} data-testid="goods-model-picture" width={100} height={100} style={{ objectFit: 'contain', background: '#fafafa' }} />
            ))}
          </Stack>
          <Typography variant="body2" data-testid="goods-model-facts" sx={{ mt: 1 }}>
            {factsLine(model, labels)}
          </Typography>
        </>
      ) : (
        <Alert severity="info" data-testid="goods-model-none">No 3D model: {model.reason}</Alert>
      )}
      {draft && (
        <Box sx={{ mt: 1 }} data-testid="goods-model-draft">
          {problems.length ? (
            <Alert severity="warning">
              Saving these choices would be refused: {problems.map(([field, message]) => `${fieldLabels[field] ?? field}: ${message}`).join(' ')}
            </Alert>
          ) : draft.hasModel ? (
            <Alert severity="success">After saving: {factsLine(draft, labels)}</Alert>
          ) : (
            <Alert severity="warning">After saving there would be no 3D model: {draft.reason}</Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
