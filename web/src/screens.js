// What shows over the board besides the board itself: the notice of a seed the creator chose,
// which this seat has to accept before the game starts, the draft and an expansion's announced
// event (a screen of their own, the board dimmed), and the panel of a pending expansion
// decision, built from the engine's description of it (`view.decision`): the prompt, a button
// per choice with what it scores when that is known, and — on the board, which the panel leaves
// in sight — the places the choices aim at. The moves offered are the server's.

import { button, fill, h } from './dom.js';
import { t, tOr } from './messages.js';
import { tileIcon } from './tiles.js';
import { describeEntry, withNames } from './summary.js';
import { expansion } from './expansions/index.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').LogEntry} LogEntry */
/** @typedef {import('./api.js').DecisionInfo} DecisionInfo */
/** @typedef {import('./api.js').ChoiceInfo} ChoiceInfo */

/**
 * The seat's answers to the seed the creator chose, while it is to accept it.
 * @typedef {{accept: () => void, watch: () => void}} SeedChoice
 */

/**
 * What a screen needs from the page: what expansions' panels may use, and more.
 * @typedef {import('./expansions/index.js').PageContext & {
 *   moduleName: (module: string) => string,
 *   announcement: LogEntry[] | null,
 *   dismiss: () => void,
 *   seed?: SeedChoice,
 * }} ScreenContext
 */

/**
 * Fills `body` with the screen the state calls for; gives whether there is one.
 * @param {HTMLElement} body
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 * @returns {boolean}
 */
export function renderScreen(body, st, ctx) {
  if (ctx.seed) {
    seedNotice(body, ctx.seed);
    return true;
  }
  if (st.view.phase.phase === 'draft') {
    draft(body, st, ctx);
    return true;
  }
  if (ctx.announcement?.length) {
    announce(body, ctx.announcement, st, ctx);
    return true;
  }
  return false;
}

/**
 * The seed the creator chose, told before the game starts: this seat takes it by accepting
 * it, or only watches.
 * @param {HTMLElement} body
 * @param {SeedChoice} choice
 */
function seedNotice(body, choice) {
  fill(
    body,
    h('h2', {}, t('seed.title')),
    h('p', {}, t('seed.body')),
    h(
      'div',
      { class: 'buttons' },
      button(t('seed.accept'), choice.accept, { class: 'primary', id: 'accept-seed' }),
      button(t('seed.watch'), choice.watch, { id: 'watch-only' }),
    ),
  );
}

/**
 * The halflings on the draft table; the seat to move picks one.
 * @param {HTMLElement} body
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 */
function draft(body, st, ctx) {
  const picks = new Map((st.legal?.moves ?? []).filter((m) => m.do === 'pick').map((m) => [m.tile, m]));
  const who = st.view.to_move === null ? '' : ctx.seatName(st.view.to_move);
  fill(
    body,
    h('h2', {}, t('draft.title')),
    h('p', {}, st.legal ? t('draft.pick-one') : t('draft.waiting', { who })),
    h(
      'div',
      { class: 'draft' },
      ...st.view.draft_table.map((id) => {
        const shape = ctx.shapes.get(id);
        const move = picks.get(id);
        return h(
          'div',
          { class: 'draft-tile', 'data-tile': id },
          shape ? tileIcon(shape, 80) : '',
          h('span', {}, id),
          move ? button(t('draft.pick'), () => ctx.act(move), { class: 'pick' }) : '',
        );
      }),
    ),
    st.view.hand.length ? h('p', {}, t('draft.hand', { tiles: st.view.hand.join(', ') })) : '',
  );
}

/**
 * An expansion's events announced over the board (a tile buried, figures eaten…), until
 * dismissed: events of one kind that one action caused, each on its line.
 * @param {HTMLElement} body
 * @param {LogEntry[]} entries
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 */
function announce(body, entries, st, ctx) {
  const first = entries[0];
  const key = `${first.module}.announce.${first.event}`;
  const note = tOr(`${key}.note`, '');
  fill(
    body,
    h('h2', { 'data-module': first.module, 'data-event': first.event }, tOr(`${key}.title`, ctx.moduleName(first.module ?? ''), { n: entries.length })),
    ...entries.map((entry) => h('p', { class: 'announced' }, ...describeEntry(entry, st.game.seats))),
    note ? h('p', {}, note) : '',
    button(t('announce.ok'), ctx.dismiss, { class: 'primary', id: 'announce-ok' }),
  );
}

/**
 * The points a choice scores at once, in words: the actor's, then anyone else's (nothing when
 * it is not known, or scores nobody anything).
 * @param {ChoiceInfo} choice
 * @param {number} actor
 * @param {ScreenContext} ctx
 */
function outcomeText(choice, actor, ctx) {
  if (!choice.outcome || choice.outcome.every((p) => p === 0)) return '';
  const others = choice.outcome
    .map((p, seat) => (seat !== actor && p !== 0 ? t('decision.other-points', { who: ctx.seatName(seat), points: p }) : ''))
    .filter(Boolean);
  const also = others.length ? t('decision.also', { others: others.join(', ') }) : '';
  return t('decision.outcome', { points: choice.outcome[actor] ?? 0, others: also });
}

/**
 * The panel of a pending expansion decision for the seat that takes it: what is asked, one
 * button per choice (its label, and its points when known; its index in `data-choice`), or the
 * choices as the expansion shows them (`decisionChoices`). Gives whether it shows.
 * @param {HTMLElement} box
 * @param {StateMessage} st
 * @param {ScreenContext} ctx
 * @returns {boolean}
 */
export function renderDecision(box, st, ctx) {
  const decision = st.view.decision;
  if (!decision || !st.legal || decision.actor !== st.seat) {
    fill(box);
    return false;
  }
  const key = `${decision.module}.decision.${decision.decision}`;
  const note = tOr(`${key}.note`, '');
  const detail = expansion(decision.module)?.decisionDetail?.(st, decision, ctx) ?? [];
  /**
   * The button of choice `i` (its index in `data-choice`).
   * @param {number} i
   */
  const choiceButton = (i) => {
    const c = decision.choices[i];
    return button(`${withNames(c.label, st.game.seats)}${outcomeText(c, decision.actor, ctx)}`, () => ctx.act(c.move), {
      class: 'choice',
      'data-choice': i,
      'data-action': c.action,
      'data-target': c.target ? [c.target.at.join(','), c.target.corner, c.target.location].filter(Boolean).join(' ') : undefined,
    });
  };
  const own = expansion(decision.module)?.decisionChoices?.(st, decision, ctx, choiceButton) ?? null;
  fill(
    box,
    h('h2', {}, tOr(`${key}.title`, ctx.moduleName(decision.module))),
    h('p', { class: 'prompt' }, withNames(decision.prompt, st.game.seats)),
    note ? h('p', { class: 'muted' }, note) : '',
    ...detail,
    h('div', { class: 'decision-choices' }, ...(own ?? decision.choices.map((_, i) => choiceButton(i)))),
  );
  box.dataset.module = decision.module;
  box.dataset.decision = decision.decision;
  return true;
}
