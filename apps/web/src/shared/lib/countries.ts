/** Kosovo in the countries catalogue (matched by its English or Albanian name): its places are a catalogue. */
export function isKosovo(item: { enName?: string; sqName?: string } | undefined): boolean {
  return !!item && (/^kosov/i.test(item.enName ?? '') || /^kosov/i.test(item.sqName ?? ''));
}
