import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from '../app-error';
import type { ChatClient } from '../ai/chat-client';
import { reencodeUpload } from '../uploaded-image';
import { findMachine, gymMachines, machineFromText, type GymMachine } from './machine-catalogue';

/**
 * Names the gym machine in a photo (docs/api-compatibility.md: pluggable). 'vision' asks an OpenAI-compatible
 * model that reads images to pick from our catalogue; 'none' means no identifier is configured,
 * and the page offers the catalogue to pick from instead.
 */
export interface MachineIdentifier {
  readonly kind: 'vision' | 'none';
  /** The machine, or null when the photo shows none the catalogue knows. */
  identify(jpeg: Buffer): Promise<GymMachine | null>;
}

/** Enough detail to tell machines apart, small enough to send quickly. */
const SEND_SIZE = 768;

/** The photo as a small JPEG: checked by content, re-encoded (lib/uploaded-image.ts). */
export function normalizePhoto(upload: Buffer): Promise<Buffer> {
  return reencodeUpload(
    upload,
    (image) =>
      image
        .resize(SEND_SIZE, SEND_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 }),
    'Please choose a photo: a JPEG, PNG, WebP, GIF or AVIF image.',
  );
}

export function visionIdentifier(client: ChatClient, model: string): MachineIdentifier {
  const choices = gymMachines.map((m) => `${m.id}: ${m.name.en}`).join('\n');
  return {
    kind: 'vision',
    async identify(jpeg) {
      const answer = await client.complete({
        model,
        json: true,
        maxTokens: 100,
        messages: [
          {
            role: 'system',
            content:
              'You identify strength-training machines in gym photos. Answer only JSON: {"machine": "<id>"} with one id ' +
              'from this list, or {"machine": "unknown"} when the photo shows none of them.\n' +
              choices,
          },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Which machine is this?' },
              { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
            ],
          },
        ],
      });
      return machineFromAnswer(answer);
    },
  };
}

/** The model's JSON answer, or failing that any machine its words name. */
export function machineFromAnswer(answer: string): GymMachine | null {
  const json = answer.match(/\{[\s\S]*\}/)?.[0];
  if (json) {
    try {
      const id = (JSON.parse(json) as { machine?: unknown }).machine;
      if (typeof id === 'string') {
        if (id === 'unknown') return null;
        const found = findMachine(id);
        if (found) return found;
      }
    } catch {
      // not JSON after all: read the words
    }
  }
  return machineFromText(answer) ?? null;
}

export const noIdentifier: MachineIdentifier = {
  kind: 'none',
  identify: () =>
    Promise.reject(
      new AppError(ErrorCode.notConfigured, 503, 'Photo identification is not set up on this shop.'),
    ),
};
