/*
 * 裁判控制台 — the director's console (plain JavaScript, no build step).
 *
 * The page keeps the deal's event log (the same schema as `rulings rule`: {board, events}) and after
 * every event posts it to POST /api/rulings/explain, which answers the ruling JSON of
 * `rulings rule --json` with its words in Chinese and English. The page holds no law: every
 * irregularity, citation, rectification, option and forced pass comes from that answer.
 *
 * Hook for the play (Laws 41-71): `window.RulingsConsole` exposes
 *   addEvent(event)   append one event ({seat: "E", lead: "D4"} …) and rule again; resolves to true when accepted
 *   undo()            drop the last event
 *   log()             the current log (a copy)
 *   onRuling(fn)      fn({ruling, words, log}) after every ruling
 *   playPanel         the element (#play-panel, data-hook="play") where a play-entry module draws itself
 * A play module needs no change here: it listens with onRuling (state.phase === "play") and calls addEvent.
 */
"use strict";

(() => {
  const SEATS = ["W", "N", "E", "S"];           // the diagram's columns
  const ROTATION = ["N", "E", "S", "W"];        // Law 17C: clockwise
  const STRAINS = ["C", "D", "H", "S", "NT"];
  const SUIT = {C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT"};
  const STORE = "rulings-console-v1";

  const T = {
    title: ["裁判控制台", "Director's console"],
    subtitle: ["1999年《桥牌竞赛规则》", "1999 Chinese Laws of Duplicate Bridge"],
    api: ["接口文档", "API docs"],
    board_h: ["牌局", "Board"],
    board: ["牌号", "Board"],
    new_deal: ["新牌局", "New deal"],
    entry_h: ["录入", "Entry"],
    seat: ["座位（谁叫牌）", "Seat (who acts)"],
    bidding_box: ["叫牌盒", "Bidding box"],
    happenings: ["常见情况", "Happenings"],
    director: ["召请裁判", "Director called"],
    change: ["更改叫牌", "Change of call"],
    expose: ["亮牌", "Card exposed"],
    accept: ["下家接受", "LHO accepts"],
    decline: ["下家不接受", "LHO declines"],
    undo: ["撤销上一项", "Undo last"],
    change_hint: ["下一个叫品将作为更改后的叫牌（第25条）。", "The next call replaces the last one (Law 25)."],
    inadvertent: ["无意的口误（第25条A款）", "Inadvertent (Law 25A)"],
    expose_cards: ["暴露的牌（如 SK DJ）", "Exposed cards (e.g. SK DJ)"],
    premature_lead: ["过早首攻（第24条）", "Premature lead (Law 24)"],
    add: ["添加", "Add"],
    play_h: ["打牌与其他事件", "Play and other events"],
    play_hint: ["打牌录入将由打牌裁决模块提供；现在可按事件记录格式输入一项事件。",
      "Play entry comes with the play rulings; meanwhile enter one event in the log format."],
    raw_event: ["事件（JSON）", "Event (JSON)"],
    auction_h: ["叫牌过程", "Auction"],
    rule: ["裁决", "Rule"],
    ruling_h: ["裁决", "Ruling"],
    log_h: ["事件记录", "Event log"],
    log_json: ["事件记录（JSON）", "Event log (JSON)"],
    footer: ["中国桥牌协会1999年审定《桥牌竞赛规则》", "Laws of Duplicate Bridge, Chinese Contract Bridge Association, 1999"],
    pass: ["不叫", "Pass"],
    no_irregularity: ["未发现违规。", "No irregularity found."],
    event_n: ["第{n}项事件", "event {n}"],
    citations: ["引用条文", "Laws cited"],
    rectification: ["处理", "Rectification"],
    options: ["选项", "Options"],
    then: ["其后可能的情况", "What may follow"],
    judgment: ["需裁判判断", "Director's judgment"],
    findings: ["裁判认定", "Findings"],
    state_h: ["现状", "State"],
    forced: ["必须不叫", "must pass"],
    dealer: ["发牌人", "Dealer"],
    next: ["轮到", "To act"],
    chosen: ["已选择", "chosen"],
    lead_penalties: ["引牌判罚", "Lead penalties"],
    penalty_cards: ["罚张", "Penalty cards"],
    contract: ["定约", "Contract"],
    seat_hint: ["轮到{seat}叫牌；选其他座位可录入越序叫牌。", "{seat} to call; pick another seat to enter a call out of rotation."],
    seat_hint_out: ["将为{seat}录入越序叫牌（轮到{turn}）。", "Entering a call out of rotation for {seat} ({turn} to call)."],
    seat_hint_over: ["竞叫已结束。", "The auction is over."],
    play_now: ["竞叫结束，进入打牌阶段：请在“打牌与其他事件”中录入。", "The auction is over: enter the play under “Play and other events”."],
    bad_json: ["不是有效的JSON事件", "not a valid JSON event"],
    no_cards: ["请写出暴露的牌，如 SK DJ", "write the exposed cards, e.g. SK DJ"],
    no_pending: ["现在没有等待选择的选项", "no option is waiting for a choice"],
    offline: ["无法连接服务", "cannot reach the service"],
    director_ev: ["召请裁判", "director called"],
    expose_ev: ["亮牌", "exposes"],
    lead_ev: ["首攻", "leads"],
    play_ev: ["出", "plays"],
    replaces: ["（更改）", " (change)"],
    finding_ev: ["裁判认定", "finding"],
    status_pending: ["视谁成为防守方而定", "pending: depends on who defends"],
    status_firm: ["成立", "in force"],
  };
  const SEAT_NAME = {N: ["北", "North"], E: ["东", "East"], S: ["南", "South"], W: ["西", "West"]};

  const st = {
    lang: "zh", board: 1, events: [], seat: null, change: false,
    ruling: null, words: null, conditions: null, listeners: [], queue: Promise.resolve(),
  };
  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));
  const L = () => (st.lang === "zh" ? 0 : 1);
  const t = (key, vars = {}) => (T[key] ? T[key][L()] : key).replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
  const w = (pair) => (pair ? (st.lang === "zh" ? pair.zh : pair.en || pair.zh) : "");
  const seatName = (s) => (s && SEAT_NAME[s] ? SEAT_NAME[s][L()] + (st.lang === "zh" ? "家" : "") : "—");
  /** Punctuation of the language shown: full-width in Chinese, ASCII with spaces in English. */
  const P = () => (st.lang === "zh" ? {colon: "：", semi: "；", comma: "，"} : {colon: ": ", semi: "; ", comma: ", "});
  const paren = (x) => (st.lang === "zh" ? `（${x}）` : ` (${x})`);
  const seatShort = (s) => (SEAT_NAME[s] ? (st.lang === "zh" ? `${SEAT_NAME[s][0]} ${s}` : s) : s);

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
    return node;
  }

  /** A call as the table writes it: 1♥ with the suit coloured, 不叫/Pass, X, XX. */
  function callNode(call) {
    const m = /^(\d+)(C|D|H|S|NT)$/.exec(call || "");
    if (m) {
      return el("span", {class: `call-text strain-${m[2]}`}, m[1], el("span", {class: "suit", text: SUIT[m[2]]}));
    }
    return el("span", {class: "call-text", text: call === "P" ? t("pass") : call});
  }

  function cardText(card) {
    const c = String(card || "").toUpperCase();
    return c.length === 2 && SUIT[c[0]] ? SUIT[c[0]] + (c[1] === "T" ? "10" : c[1]) : c;
  }

  // ------------------------------------------------------------------ the log and the server

  function currentLog(events = st.events) {
    return {board: st.board, events: events.map((e) => ({...e}))};
  }

  function save() {
    try { localStorage.setItem(STORE, JSON.stringify({board: st.board, events: st.events, lang: st.lang})); } catch (_) { /* private mode */ }
  }

  function load() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE) || "null");
      if (saved && Number.isInteger(saved.board) && Array.isArray(saved.events)) {
        st.board = saved.board;
        st.events = saved.events;
        st.lang = saved.lang === "en" ? "en" : "zh";
      }
    } catch (_) { /* nothing saved */ }
  }

  async function postJSON(path, body) {
    let res;
    try {
      res = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
    } catch (_) {
      return {ok: false, status: 0, error: t("offline")};
    }
    let data = null;
    try { data = await res.json(); } catch (_) { data = null; }
    if (res.ok) return {ok: true, data};
    return {ok: false, status: res.status, error: describeError(data, res.status)};
  }

  function describeError(data, status) {
    const detail = data && data.detail;
    if (Array.isArray(detail)) {
      return detail.map((d) => {
        const where = [];
        if (d.event !== null && d.event !== undefined) where.push(st.lang === "zh" ? `第${d.event}项事件` : `event ${d.event}`);
        if (d.field) where.push(st.lang === "zh" ? `字段 ${d.field}` : `field ${d.field}`);
        return (where.length ? where.join(P().comma) + P().colon : "") + d.msg;
      }).join(P().semi);
    }
    return typeof detail === "string" ? detail : `HTTP ${status}`;
  }

  function showError(message) {
    const box = $("#error");
    box.textContent = message || "";
    box.hidden = !message;
  }

  /** Rule on `events`; keep them only if the server accepts the log. Calls are queued, in order. */
  function ruleOn(events) {
    st.queue = st.queue.then(async () => {
      document.body.classList.add("busy");
      const answer = await postJSON("/api/rulings/explain", currentLog(events));
      document.body.classList.remove("busy");
      if (!answer.ok) {
        showError(answer.error);
        return false;
      }
      showError("");
      const before = st.ruling ? st.ruling.state.phase : null;
      if (answer.data.ruling.state.phase === "play" && before !== "play") $("#play-hook").open = true;
      st.events = events;
      st.ruling = answer.data.ruling;
      st.words = answer.data.words;
      st.seat = null;
      save();
      render();
      for (const fn of st.listeners) {
        try { fn({ruling: st.ruling, words: st.words, log: currentLog()}); } catch (err) { console.error(err); }
      }
      return true;
    });
    return st.queue;
  }

  const addEvent = (event) => ruleOn([...st.events, event]);
  const undo = () => ruleOn(st.events.slice(0, -1));

  async function loadBoard() {
    const n = parseInt($("#board").value, 10);
    if (!Number.isInteger(n) || n < 1) {
      showError(st.lang === "zh" ? "牌号必须是正整数 — the board number must be positive" : "The board number must be a whole number from 1");
      return;
    }
    let res;
    try { res = await fetch(`/api/boards/${n}`); } catch (_) { showError(t("offline")); return; }
    if (!res.ok) { showError(describeError(await res.json().catch(() => null), res.status)); return; }
    st.board = n;
    st.conditions = await res.json();
    await ruleOn(st.events);
  }

  // ------------------------------------------------------------------ rendering

  function render() {
    document.documentElement.lang = st.lang === "zh" ? "zh-CN" : "en";
    $("#lang-toggle").textContent = st.lang === "zh" ? "English" : "中文";
    $("#lang-toggle").setAttribute("lang", st.lang === "zh" ? "en" : "zh-CN");
    for (const node of $$("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    $("#board").value = st.board;
    renderConditions();
    renderSeats();
    renderBox();
    renderAuction();
    renderRuling();
    renderEvents();
  }

  function renderConditions() {
    const c = st.conditions;
    const r = st.ruling;
    const dealer = r ? r.dealer : c && c.dealer;
    const vul = st.words ? w(st.words.state.vulnerable) : c ? (st.lang === "zh" ? c.vulnerable_zh : c.vulnerable_en) : "";
    $("#conditions").textContent = dealer
      ? `${t("dealer")}${P().colon}${seatName(dealer)}　${vul}　${paren(st.lang === "zh" ? "第2条" : "Law 2")}` : "";
  }

  function turn() {
    return st.ruling && st.ruling.state.phase === "auction" ? st.ruling.state.next_to_act : null;
  }

  function selectedSeat() {
    return st.seat || turn() || (st.ruling && st.ruling.state.next_to_act) || "N";
  }

  function renderSeats() {
    const chosen = selectedSeat();
    const forced = new Set(((st.ruling && st.ruling.state.forced_passes) || []).map((f) => f.seat));
    for (const b of $$("button.seat")) {
      const s = b.dataset.seat;
      b.textContent = seatShort(s);
      b.setAttribute("aria-pressed", String(s === chosen));
      b.classList.toggle("turn", s === turn());
      b.classList.toggle("forced", forced.has(s));
      b.title = forced.has(s) ? t("forced") : "";
    }
    const phase = st.ruling ? st.ruling.state.phase : "auction";
    let hint;
    if (phase !== "auction") hint = t("seat_hint_over");
    else if (chosen === turn()) hint = t("seat_hint", {seat: seatName(chosen)});
    else hint = t("seat_hint_out", {seat: seatName(chosen), turn: seatName(turn())});
    $("#seat-hint").textContent = hint;
    const pending = st.ruling && st.ruling.state.pending;
    for (const b of $$("button.choice")) {
      b.disabled = !pending;
      b.textContent = pending
        ? `${seatName(pending.by)}${st.lang === "zh" ? "" : " "}${b.dataset.choice === "accept" ? (st.lang === "zh" ? "接受" : "accepts") : (st.lang === "zh" ? "不接受" : "declines")}`
        : t(b.dataset.choice);
    }
    $("#btn-undo").disabled = st.events.length === 0;
    $("#btn-change").setAttribute("aria-pressed", String(st.change));
    $("#change-hint").hidden = !st.change;
  }

  function renderBox() {
    const box = $("#bids");
    if (!box.childElementCount) {
      for (let level = 1; level <= 7; level++) {
        for (const s of STRAINS) {
          box.append(el("button", {type: "button", class: `call bid strain-${s}`, "data-call": `${level}${s}`}));
        }
      }
    }
    for (const b of $$("button.call")) {
      b.replaceChildren(callNode(b.dataset.call));
      b.setAttribute("aria-label", `${seatName(selectedSeat())} ${b.dataset.call === "P" ? t("pass") : b.dataset.call}`);
    }
  }

  /** The diagram: W N E S columns; a call goes on the current row when its column lies to the right
   *  of the last call that stands, else on the next row; cancelled calls stay, struck through. */
  function layoutAuction(calls, dealer) {
    const rows = [];
    const cell = (r, c) => {
      while (rows.length <= r) rows.push([[], [], [], []]);
      return rows[r][c];
    };
    let row = 0;
    let last = SEATS.indexOf(dealer) - 1;
    const place = (seat) => {
      const col = SEATS.indexOf(seat);
      const r = col > last ? row : row + 1;
      return [r, col];
    };
    for (const call of calls) {
      const [r, col] = place(call.seat);
      cell(r, col).push(call);
      if (!call.cancelled) { row = r; last = col; }
    }
    return {rows, place, cell};
  }

  function renderAuction() {
    const r = st.ruling;
    const state = r ? r.state : {auction: [], forced_passes: []};
    const dealer = r ? r.dealer : (st.conditions ? st.conditions.dealer : "N");
    const vul = r ? r.vulnerable : (st.conditions ? st.conditions.vulnerable : "none");
    const forced = new Map((state.forced_passes || []).map((f, i) => [f.seat, {f, words: st.words && st.words.state.forced_passes[i]}]));
    for (const th of $$("#auction thead th")) {
      const s = th.dataset.seat;
      const vulnerable = vul === "both" || (vul === "NS" && "NS".includes(s)) || (vul === "EW" && "EW".includes(s));
      th.replaceChildren(el("span", {class: "seat-name", text: seatShort(s)}));
      th.classList.toggle("vulnerable", vulnerable);
      th.classList.toggle("dealer", s === dealer);
      th.classList.toggle("forced", forced.has(s));
      if (s === dealer) th.append(el("span", {class: "dealer-mark", title: t("dealer"), text: st.lang === "zh" ? "发" : "D"}));
      if (forced.has(s)) {
        const {f, words} = forced.get(s);
        th.append(el("span", {class: "forced-badge", "data-law": f.law, title: words ? w(words) : t("forced"),
          text: `${t("forced")}${paren(f.law)}`}));
      }
    }
    const {rows, place, cell} = layoutAuction(state.auction || [], dealer);
    const next = turn();
    if (next) {
      const [nr, nc] = place(next);
      cell(nr, nc).push({next: true, seat: next});
    }
    const body = $("#auction tbody");
    body.replaceChildren();
    if (!rows.length) cell(0, 0);
    for (const cells of rows) {
      body.append(el("tr", {}, cells.map((entries, col) => el("td", {"data-seat": SEATS[col], class: forced.has(SEATS[col]) ? "forced" : null},
        entries.map((e) => {
          if (e.next) {
            return el("span", {class: "next-mark", title: t("next"), text: forced.has(e.seat) ? `(${t("pass")})` : "?"});
          }
          const node = el(e.cancelled ? "s" : "span", {class: "entry" + (e.cancelled ? " cancelled" : ""),
            "data-event": e.event, title: e.cancelled ? `${st.lang === "zh" ? "已取消" : "cancelled"} (${e.law || ""})` : null},
          callNode(e.call));
          return node;
        })))));
    }
    const words = st.words && st.words.state;
    const parts = [];
    if (words) {
      parts.push(w(words.phase));
      if (r.state.next_to_act) parts.push(`${t("next")}${P().colon}${w(words.next_to_act)}`);
      if (words.contract) parts.push(`${t("contract")}${P().colon}${w(words.contract)}`);
    }
    $("#state-line").textContent = parts.join(P().semi);
  }

  function citationNode(c) {
    return el("details", {class: "citation", "data-ref": c.ref},
      el("summary", {}, el("b", {text: st.lang === "zh" ? c.heading : c.heading_en}), " ",
        st.lang === "zh" ? c.section_title : c.section_title_en || c.section_title),
      el("p", {lang: "zh-CN", text: c.text}),
      el("p", {class: "law-title", text: `${st.lang === "zh" ? c.title : c.title_en || c.title}`}));
  }

  function rectList(items, words) {
    const list = el("ul", {class: "rect"});
    items.forEach((r, i) => {
      if (r.kind === "option" || r.kind === "director_judgment") return;
      list.append(el("li", {"data-kind": r.kind, "data-seat": r.seat || null},
        w(words && words[i]) || r.kind, " ", el("small", {class: "law", text: paren(r.law)})));
    });
    return list.childElementCount ? list : null;
  }

  function judgmentNode(j) {
    return el("div", {class: "judgment", "data-law": j.law},
      el("p", {class: "question"}, el("b", {text: st.lang === "zh" ? j.heading : j.heading_en}), P().colon, w(j.question)),
      el("ul", {}, (j.answers || []).map((a) => el("li", {}, el("b", {text: w(a.answer)}), " → ", w(a.then)))));
  }

  /** The choice recorded for an item's option: the first `choose` by that seat after the item's event. */
  function chosenChoice(item, by) {
    const found = st.events.find((e, i) => i > item.event && e.seat === by && typeof e.choose === "string");
    return found ? found.choose : null;
  }

  function renderRuling() {
    const card = $("#ruling-card");
    card.replaceChildren();
    const r = st.ruling;
    if (!r) return;
    const pending = r.state.pending;
    if (!r.rulings.length) card.append(el("p", {class: "no-irregularity", text: t("no_irregularity")}));
    r.rulings.forEach((item, i) => {
      const words = st.words ? st.words.rulings[i] : null;
      const article = el("article", {class: "ruling-item", "data-irregularity": item.irregularity, "data-event": item.event},
        el("h3", {}, words ? w(words.irregularity) : item.irregularity, " ",
          el("small", {text: t("event_n", {n: item.event})})));
      if (item.citations.length) {
        article.append(el("h4", {text: t("citations")}), el("div", {class: "citations"}, item.citations.map(citationNode)));
      }
      const rect = rectList(item.rectification, words && words.rectification);
      if (rect) article.append(el("h4", {text: t("rectification")}), rect);
      if (item.options.length) {
        const isPending = pending && pending.event === item.event;
        article.append(el("h4", {text: t("options")}), el("div", {class: "options"}, item.options.map((o, k) => {
          const ow = words && words.options[k];
          const label = ow ? w(ow.label) : `${o.by} ${o.choice}`;
          const head = isPending
            ? el("button", {type: "button", class: "option-btn", "data-by": o.by, "data-choice": o.choice,
              onclick: () => addEvent({seat: o.by, choose: o.choice})}, label)
            : el("span", {class: "option-label"}, label);
          const refs = o.citations.map((c) => (st.lang === "zh" ? c.heading : c.heading_en)).join(st.lang === "zh" ? "、" : ", ");
          const then = (o.then || []).map((x, m) => {
            const xw = ow && ow.then[m];
            return el("li", {}, xw ? w(xw.if) : JSON.stringify(x.if), " → ",
              (x.rectification || []).map((rr, n) => (xw ? w(xw.rectification[n]) : rr.kind)).join(P().semi));
          });
          const chosen = !isPending && chosenChoice(item, o.by) === o.choice;
          return el("div", {class: "option" + (chosen ? " chosen" : ""), "data-choice": o.choice}, head,
            chosen ? el("span", {class: "chosen-mark", text: `✓ ${t("chosen")}`}) : null,
            refs ? el("small", {class: "law", text: ` ${refs}`}) : null,
            rectList(o.rectification, ow && ow.rectification),
            then.length ? el("details", {class: "then"}, el("summary", {text: t("then")}), el("ul", {}, then)) : null);
        })));
      }
      if ((item.director_judgments || []).length) {
        article.append(el("h4", {text: t("judgment")}), ...item.director_judgments.map(judgmentNode));
      }
      if ((item.findings || []).length) {
        article.append(el("h4", {text: t("findings")}), el("ul", {}, item.findings.map((f) => el("li", {text: typeof f === "string" ? f : JSON.stringify(f)}))));
      }
      card.append(article);
    });
    card.append(stateNode(r));
  }

  function stateNode(r) {
    const words = st.words ? st.words.state : null;
    const s = r.state;
    const box = el("section", {class: "state-summary", "data-phase": s.phase}, el("h3", {text: t("state_h")}),
      el("p", {}, words ? w(words.phase) : s.phase, s.next_to_act ? `${P().semi}${t("next")}${P().colon}${seatName(s.next_to_act)}` : ""));
    if ((s.forced_passes || []).length) {
      box.append(el("ul", {class: "forced-list"}, s.forced_passes.map((f, i) =>
        el("li", {"data-seat": f.seat}, words ? w(words.forced_passes[i]) : f.seat, el("small", {class: "law", text: paren(f.law)})))));
    }
    if ((s.lead_penalties || []).length) {
      box.append(el("h4", {text: t("lead_penalties")}), el("ul", {class: "lead-penalties"}, s.lead_penalties.map((lp, i) =>
        el("li", {"data-seat": lp.seat}, words ? w(words.lead_penalties[i]) : JSON.stringify(lp),
          el("small", {class: "law", text: paren(lp.law + (lp.status ? P().comma + t("status_" + lp.status) : ""))})))));
    }
    if ((s.penalty_cards || []).length) {
      box.append(el("h4", {text: t("penalty_cards")}), el("ul", {class: "penalty-cards"}, s.penalty_cards.map((pc) =>
        el("li", {}, `${seatName(pc.seat)} ${cardText(pc.card)} ${pc.grade || ""}`, el("small", {class: "law", text: paren(pc.law)})))));
    }
    if (words && words.contract) box.append(el("p", {class: "contract", text: `${t("contract")}${P().colon}${w(words.contract)}`}));
    if (s.phase === "play") box.append(el("p", {class: "hint", text: t("play_now")}));
    return box;
  }

  function eventText(e) {
    const who = e.seat ? seatName(e.seat) + (st.lang === "zh" ? "" : " ") : "";
    if ("call" in e) return [who, callNode(String(e.call)), e.replaces ? t("replaces") : ""];
    if ("director" in e) return [t("director_ev")];
    if ("choose" in e) {
      const c = typeof e.choose === "string" ? t(e.choose === "accept" ? "accept" : "decline").replace(/^下家|^LHO /, "") : JSON.stringify(e.choose);
      return [who, c];
    }
    if ("expose" in e) return [who, t("expose_ev"), " ", [].concat(e.expose).map(cardText).join(" ")];
    if ("lead" in e) return [who, t("lead_ev"), " ", cardText(e.lead)];
    if ("play" in e) return [who, t("play_ev"), " ", cardText(e.play)];
    if ("finding" in e) return [t("finding_ev"), `${P().colon}${e.finding}${e.law ? paren(e.law) : ""}`];
    return [who, JSON.stringify(e)];
  }

  function renderEvents() {
    const list = $("#events");
    const items = new Map(((st.ruling && st.ruling.rulings) || []).map((it) => [it.event, it]));
    list.replaceChildren(...st.events.map((e, i) => el("li", {"data-event": i, class: items.has(i) ? "irregular" : null},
      ...eventText(e))));
    $("#log-json").textContent = JSON.stringify(currentLog(), null, 2);
  }

  // ------------------------------------------------------------------ actions

  function enterCall(call) {
    const event = {seat: selectedSeat(), call};
    if (st.change) {
      event.replaces = true;
      if ($("#inadvertent").checked) event.inadvertent = true;
      st.change = false;
      $("#inadvertent").checked = false;
    }
    return addEvent(event);
  }

  function bind() {
    $("#lang-toggle").addEventListener("click", () => { st.lang = st.lang === "zh" ? "en" : "zh"; save(); render(); });
    $("#board").addEventListener("change", loadBoard);
    $("#new-deal").addEventListener("click", () => { st.change = false; ruleOn([]); });
    for (const b of $$("button.seat")) {
      b.addEventListener("click", () => { st.seat = b.dataset.seat; renderSeats(); renderBox(); });
    }
    $("#console").addEventListener("click", (ev) => {
      const b = ev.target.closest("button.call");
      if (b) enterCall(b.dataset.call);
    });
    $("#btn-director").addEventListener("click", () => addEvent({director: true}));
    $("#btn-change").addEventListener("click", () => { st.change = !st.change; renderSeats(); });
    $("#btn-undo").addEventListener("click", undo);
    $("#btn-expose").addEventListener("click", () => {
      const form = $("#expose-form");
      form.hidden = !form.hidden;
      $("#btn-expose").setAttribute("aria-expanded", String(!form.hidden));
      if (!form.hidden) $("#expose-cards").focus();
    });
    $("#expose-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const cards = $("#expose-cards").value.split(/[\s,，、]+/).filter(Boolean);
      if (!cards.length) { showError(t("no_cards")); return; }
      const event = {seat: selectedSeat(), expose: cards};
      if ($("#premature-lead").checked) event.premature_lead = true;
      if (await addEvent(event)) {
        $("#expose-cards").value = "";
        $("#premature-lead").checked = false;
        $("#expose-form").hidden = true;
        $("#btn-expose").setAttribute("aria-expanded", "false");
      }
    });
    for (const b of $$("button.choice")) {
      b.addEventListener("click", () => {
        const pending = st.ruling && st.ruling.state.pending;
        if (!pending) { showError(t("no_pending")); return; }
        addEvent({seat: pending.by, choose: b.dataset.choice});
      });
    }
    $("#raw-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      let event;
      try { event = JSON.parse($("#raw-event").value); } catch (_) { showError(t("bad_json")); return; }
      if (!event || typeof event !== "object" || Array.isArray(event)) { showError(t("bad_json")); return; }
      if (await addEvent(event)) $("#raw-event").value = "";
    });
    $("#btn-rule").addEventListener("click", async () => {
      await ruleOn(st.events);
      $("#ruling-h").focus();
      $("#ruling-h").scrollIntoView({block: "start"});
    });
    document.addEventListener("keydown", (ev) => {
      if (ev.target.closest("input, textarea, select") || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const key = ev.key.toUpperCase();
      if (ROTATION.includes(key)) { st.seat = key; renderSeats(); renderBox(); ev.preventDefault(); }
    });
  }

  window.RulingsConsole = {
    addEvent, undo,
    log: () => currentLog(),
    onRuling: (fn) => { st.listeners.push(fn); },
    playPanel: null,
  };

  document.addEventListener("DOMContentLoaded", () => {
    window.RulingsConsole.playPanel = $("#play-panel");
    load();
    $("#board").value = st.board;
    bind();
    render();
    loadBoard();
  });
})();
