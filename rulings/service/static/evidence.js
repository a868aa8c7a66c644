/* 判断证据 — the double-dummy evidence under the director's question (issue 17; Laws 12C2, 64C, 70, 71).
 *
 * Evidence, never the verdict: the law's question stays as the ruling gives it; this file only shows, folded
 * by default (<details>), the figures the service worked out (rulings.analysis.evidence) and, for an
 * assigned score (12C2), the double-dummy results and scores of the contracts the director names
 * (POST /api/analysis/assigned).
 *
 * Hooks (the pages call these, nothing else):
 *   RulingsEvidence.judgment(j, {lang, hands, vulnerable})  → a node to append under a judgment question
 *     (the console's judgmentNode): the folded analysis when `j.evidence` is there, and the assigned-score
 *     figures panel when the four hands are known.
 *   On any page, elements with `data-evidence` (the judgment's evidence as JSON) or `data-evidence-assigned`
 *   (the hands as JSON, with `data-vulnerable`) are filled in on load (the case page: _evidence.html).
 */
(function () {
  "use strict";
  if (window.RulingsEvidence) return; // the case page may include the script more than once

  const SUIT = {S: "♠", H: "♥", D: "♦", C: "♣"};
  const SEATS = {N: ["北", "North"], E: ["东", "East"], S: ["南", "South"], W: ["西", "West"]};
  const T = {
    analysis: ["双明手分析（证据，非裁决）", "Double-dummy analysis (evidence, not the verdict)"],
    claimed: ["声称墩数", "Tricks claimed"],
    tricks_left: ["剩余墩数", "Tricks left"],
    double_dummy: ["双明手结果", "Double dummy"],
    worst_normal: ["最不利正常打法", "Worst normal line"],
    outstanding: ["外面的将牌（第70条C款）", "Outstanding trumps (Law 70C)"],
    none: ["无", "none"],
    could_not_lose: ["任何合法打法下至少赢墩（第71条A款）", "Fewest tricks by any legal play (Law 71A)"],
    made: ["定约已完成（第71条B款）", "Contract already made (Law 71B)"],
    defeated: ["定约已被击败（第71条B款）", "Contract already defeated (Law 71B)"],
    yes: ["是", "yes"], no: ["否", "no"],
    line: ["打法", "Line"],
    declarer_tricks: ["庄方赢墩", "declarer's side wins"],
    result: ["实际结果（庄家墩数）", "Result as played (declarer's tricks)"],
    transfer: ["转移墩数（第64条A款）", "Tricks transferred (Law 64A)"],
    with_transfer: ["转移后结果", "Result after the transfer"],
    without_revoke: ["未藏牌时双明手结果（第64条C款）", "Double dummy without the revoke (Law 64C)"],
    best_replacement: ["对非违规方最有利的合法牌", "Legal card best for the non-offenders"],
    replacements: ["各合法牌", "Each legal card"],
    assigned: ["指定分证据（第12条C款2项）", "Assigned score figures (Law 12C2)"],
    likely: ["非违规方可能的结果", "Likely (non-offenders)"],
    probable: ["违规方稍有可能的结果", "At all probable (offenders)"],
    placeholder: ["如 4S N, 3NT S", "e.g. 4S N, 3NT S"],
    work_out: ["计算", "Work out"],
    contract: ["定约", "Contract"], tricks: ["双明手墩数", "DD tricks"], score_ns: ["南北得分", "NS score"],
    score_ew: ["东西得分", "EW score"],
    assigned_note: ["仅供参考：由裁判选择指定的结果。", "Evidence only: the director chooses the result."],
  };

  const {el} = window.RulingsDom; // static/dom.js, loaded before this file

  const tr = (lang, key) => T[key][lang === "zh" ? 0 : 1];
  const words = (lang, pair) => (pair ? (lang === "zh" ? pair.zh : pair.en || pair.zh) : "");

  /** A card as a small face: the suit symbol (red for hearts and diamonds) and the rank (10 for T). */
  function cardNode(card) {
    const c = String(card || "").toUpperCase();
    const suit = c[0];
    return el("span", {class: `ev-card ev-suit-${suit}`, "data-card": c},
      el("span", {class: "ev-sym", text: SUIT[suit] || suit}), c[1] === "T" ? "10" : c.slice(1));
  }

  /** A line of play as trick rows of small cards (the trick in progress first, then four cards a trick). */
  function lineNode(line, lang) {
    const rows = [];
    const play = line.play || [];
    let i = 0;
    let size = play.length % 4 || 4; // the cards still to come to the trick in progress
    while (i < play.length) {
      rows.push(el("li", {class: "ev-trick"}, play.slice(i, i + size).map(cardNode)));
      i += size;
      size = 4;
    }
    return el("figure", {class: "ev-line"},
      el("figcaption", {}, `${tr(lang, "line")} — ${tr(lang, "declarer_tricks")} ${line.declarer_tricks}`,
        line.note ? el("small", {class: "ev-note", text: ` ${line.note}`}) : null),
      el("ol", {class: "ev-tricks"}, rows));
  }

  function row(lang, key, value) {
    return el("tr", {"data-figure": key}, el("th", {text: tr(lang, key)}), el("td", {}, value));
  }

  function claimRows(a, lang) {
    const rows = [row(lang, "tricks_left", String(a.tricks_left)), row(lang, "claimed", String(a.claimed)),
      row(lang, "double_dummy", String(a.double_dummy))];
    if (a.worst_normal !== undefined) rows.push(row(lang, "worst_normal", String(a.worst_normal)));
    rows.push(row(lang, "outstanding", (a.outstanding_trumps || []).length
      ? el("span", {}, a.outstanding_trumps.map(cardNode)) : tr(lang, "none")));
    if (a.could_not_lose !== undefined) rows.push(row(lang, "could_not_lose", String(a.could_not_lose)));
    if (a.already) {
      rows.push(row(lang, "made", tr(lang, a.already.made ? "yes" : "no")));
      rows.push(row(lang, "defeated", tr(lang, a.already.defeated ? "yes" : "no")));
    }
    return rows;
  }

  function revokeRows(a, lang) {
    const rows = [row(lang, "result", a.result === null ? "—" : String(a.result)),
      row(lang, "transfer", String(a.transfer)),
      row(lang, "with_transfer", a.result_with_transfer === null ? "—" : String(a.result_with_transfer)),
      row(lang, "without_revoke", String(a.double_dummy_without_revoke)),
      row(lang, "best_replacement", cardNode(a.best_replacement))];
    rows.push(row(lang, "replacements", el("span", {}, (a.replacements || []).map((r) =>
      el("span", {class: "ev-replacement"}, cardNode(r.card), ` ${r.declarer_tricks} `)))));
    return rows;
  }

  /** The folded analysis of one judgment's `evidence` (rulings.ruling_json.Evidence). */
  function evidenceNode(ev, lang) {
    const a = ev.analysis;
    const body = [el("p", {class: "ev-note", text: words(lang, ev.note)})];
    if (ev.skipped) body.push(el("p", {class: "ev-skipped", text: words(lang, ev.skipped)}));
    if (a) {
      body.push(el("table", {class: "ev-figures"}, el("tbody", {}, ev.kind === "revoke" ? revokeRows(a, lang) : claimRows(a, lang))));
      (a.lines || []).forEach((line) => body.push(lineNode(line, lang)));
    }
    return el("details", {class: "evidence", "data-kind": ev.kind, "data-law": ev.law},
      el("summary", {text: tr(lang, "analysis")}), ...body);
  }

  function parseNamed(text) {
    return String(text || "").split(/[,，;；\n]/).map((s) => s.trim()).filter(Boolean);
  }

  function resultTable(lang, entries) {
    return el("table", {class: "ev-assigned-table"},
      el("thead", {}, el("tr", {}, ["contract", "tricks", "score_ns", "score_ew"].map((k) => el("th", {text: tr(lang, k)})))),
      el("tbody", {}, entries.map((e) => el("tr", {"data-contract": `${e.contract} ${e.declarer}`},
        el("td", {text: `${e.contract} ${SEATS[e.declarer] ? SEATS[e.declarer][lang === "zh" ? 0 : 1] : e.declarer}`}),
        el("td", {text: String(e.double_dummy)}), el("td", {text: String(e.score.NS)}), el("td", {text: String(e.score.EW)})))));
  }

  /** The assigned-score figures panel (Law 12C2): the director names contracts, the server works them out. */
  function assignedNode(hands, vulnerable, lang) {
    const likely = el("input", {type: "text", class: "ev-likely", placeholder: tr(lang, "placeholder")});
    const probable = el("input", {type: "text", class: "ev-probable", placeholder: tr(lang, "placeholder")});
    const out = el("div", {class: "ev-assigned-out", "aria-live": "polite"});
    async function work() {
      out.textContent = "…";
      try {
        const res = await fetch("/api/analysis/assigned", {method: "POST", headers: {"Content-Type": "application/json"},
          body: JSON.stringify({hands, vulnerable: vulnerable || "none", likely: parseNamed(likely.value),
            at_all_probable: parseNamed(probable.value)})});
        const data = await res.json();
        out.textContent = "";
        if (!res.ok) {
          out.append(el("p", {class: "ev-error", text: typeof data.detail === "string" ? data.detail : JSON.stringify(data.detail || data)}));
          return;
        }
        out.append(el("h5", {text: tr(lang, "likely")}), resultTable(lang, data.likely),
          el("h5", {text: tr(lang, "probable")}), resultTable(lang, data.at_all_probable),
          el("p", {class: "ev-note", text: tr(lang, "assigned_note")}));
      } catch (err) {
        out.textContent = String(err);
      }
    }
    return el("details", {class: "evidence evidence-assigned", "data-law": "12C2"},
      el("summary", {text: tr(lang, "assigned")}),
      el("label", {}, tr(lang, "likely"), " ", likely), " ",
      el("label", {}, tr(lang, "probable"), " ", probable), " ",
      el("button", {type: "button", class: "ev-work", onclick: work, text: tr(lang, "work_out")}), out);
  }

  const fourHands = (hands) => hands && ["N", "E", "S", "W"].every((s) => typeof hands[s] === "string" && hands[s]);

  /** The console's hook: everything to show under one judgment question. */
  function judgment(j, opts = {}) {
    const lang = opts.lang || "zh";
    const parts = [];
    if (j && j.evidence) parts.push(evidenceNode(j.evidence, lang));
    if (opts.assigned !== false && fourHands(opts.hands)) parts.push(assignedNode(opts.hands, opts.vulnerable, lang));
    return parts.length ? el("div", {class: "evidence-block"}, parts) : null;
  }

  /** Pages without a script of their own (the case page): fill in the marked elements. */
  function fill(root = document) {
    const lang = (document.documentElement.lang || "zh").startsWith("en") ? "en" : "zh";
    root.querySelectorAll("[data-evidence]").forEach((node) => {
      try { node.replaceChildren(evidenceNode(JSON.parse(node.dataset.evidence), lang)); } catch (err) { console.error(err); }
    });
    root.querySelectorAll("[data-evidence-assigned]").forEach((node) => {
      try {
        const hands = JSON.parse(node.dataset.evidenceAssigned);
        if (fourHands(hands)) node.replaceChildren(assignedNode(hands, node.dataset.vulnerable, lang));
      } catch (err) { console.error(err); }
    });
  }

  const STYLE = `
.evidence { margin: 0.3rem 0 0.4rem; border: 1px dashed #b9c1cf; border-radius: 4px; padding: 0.2rem 0.5rem; font-size: 0.9rem; }
.evidence > summary { cursor: pointer; color: #4a5568; }
.ev-note { color: #4a5568; font-size: 0.85rem; margin: 0.2rem 0; }
.ev-skipped { color: #9a3412; font-size: 0.85rem; margin: 0.2rem 0; }
.ev-figures th { text-align: left; font-weight: normal; color: #4a5568; padding-right: 0.6rem; }
.ev-card { display: inline-block; min-width: 1.7em; padding: 0 0.15em; margin: 0 0.1em; border: 1px solid #cbd2dc;
  border-radius: 3px; background: #fff; text-align: center; font-variant-numeric: tabular-nums; }
.ev-suit-H, .ev-suit-D { color: #c0392b; }
.ev-line { margin: 0.3rem 0; }
.ev-line figcaption { font-size: 0.85rem; }
.ev-tricks { margin: 0.1rem 0 0 1.2rem; padding: 0; }
.ev-trick { margin: 0.1rem 0; }
.ev-assigned-table { border-collapse: collapse; margin: 0.2rem 0; }
.ev-assigned-table th, .ev-assigned-table td { border: 1px solid #e2e8f0; padding: 0.1rem 0.4rem; }
.ev-error { color: #c0392b; }`;

  function addStyle() {
    if (document.getElementById("evidence-style")) return;
    document.head.append(el("style", {id: "evidence-style", text: STYLE}));
  }

  window.RulingsEvidence = {judgment, evidence: evidenceNode, assigned: assignedNode, fill};
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => { addStyle(); fill(); });
  } else {
    addStyle();
    fill();
  }
})();
