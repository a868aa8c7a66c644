/*
 * 裁判控制台 — the director's console (plain JavaScript, no build step).
 *
 * The page keeps the deal's event log (the same schema as `rulings rule`: {board, hands, events}) and after
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
 *   setHands(hands)   set the four hands ({N: "AKQ2.J53.T8.K742", …}, PBN S.H.D.C) and rule again
 * A play module needs no change here: it listens with onRuling (state.phase === "play") and calls addEvent.
 *
 * Play entry (Laws 41-71) is drawn in #play-panel by the play section below: the hands (typed as PBN or
 * dealt for the board), each seat's cards as buttons (declarer and dummy from state.contract), a click
 * plays the card (`lead` when the trick is empty), out of turn too; exposed cards, claims, concessions,
 * objections and the director's findings; the current trick and the tricks won. The play's rulings
 * (penalty cards, lead restrictions, trick transfers, the result and score) come from the server's
 * ruling (rulings/playtable.py) like every other ruling.
 */
"use strict";

(() => {
  const SEATS = ["W", "N", "E", "S"];           // the diagram's columns
  const ROTATION = ["N", "E", "S", "W"];        // Law 17C: clockwise
  const STRAINS = ["C", "D", "H", "S", "NT"];
  const SUIT = {C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT"};
  const STORE = "rulings-console-v1";
  const TOURNAMENT = "rulings-console-tournament";

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
    play_h: ["其他事件（按记录格式）", "Other events (log format)"],
    play_hint: ["可按事件记录格式（见说明文档“事件记录”一节）输入任何一项事件。",
      "Any event in the log format (see “The event log” in the README)."],
    raw_event: ["事件（记录格式）", "Event (log format)"],
    auction_h: ["叫牌过程", "Auction"],
    rule: ["裁决", "Rule"],
    ruling_h: ["裁决", "Ruling"],
    log_h: ["事件记录", "Event log"],
    log_json: ["事件记录（原始格式）", "Event log (raw)"],
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
    next: ["轮到", "to act"],
    chosen: ["已选择", "chosen"],
    lead_penalties: ["引牌判罚", "Lead penalties"],
    penalty_cards: ["罚张", "Penalty cards"],
    contract: ["定约", "Contract"],
    seat_hint: ["轮到{seat}叫牌；选其他座位可录入越序叫牌。", "{seat} to call; pick another seat to enter a call out of rotation."],
    seat_hint_out: ["将为{seat}录入越序叫牌（轮到{turn}）。", "Entering a call out of rotation for {seat} ({turn} to call)."],
    seat_hint_over: ["竞叫已结束。", "The auction is over."],
    play_now: ["竞叫结束，进入打牌阶段：请在“打牌”中点击牌张录入。", "The auction is over: enter the play by clicking the cards under “Play”."],
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
    hands_h: ["牌张（PBN：黑桃.红心.方块.梅花）", "Hands (PBN: spades.hearts.diamonds.clubs)"],
    deal_board: ["按牌号发牌", "Deal for this board"],
    set_hands: ["设定牌张", "Set hands"],
    clear_hands: ["清除牌张", "Clear hands"],
    hands_needed: ["请先输入四家的牌（或按牌号发牌）。", "Enter the four hands first (or deal them for the board)."],
    bad_hand: ["{seat}的牌不对：{why}", "{seat}'s hand is wrong: {why}"],
    bad_hand_suits: ["须有四门花色，以“.”分开（黑桃.红心.方块.梅花）", "four suits separated by dots (S.H.D.C)"],
    bad_hand_rank: ["不认识的点数 {rank}", "unknown rank {rank}"],
    bad_hand_twice: ["{card}出现了两次", "{card} appears twice"],
    bad_hand_count: ["应有13张牌，现有{n}张", "13 cards, not {n}"],
    play_cards_h: ["打牌", "Play"],
    play_hint_cards: ["点击任何一家的牌即为该家出牌（可越序）；一墩的第一张记为引牌。", "Click a card of any seat to play it (out of turn too); the first card of a trick is logged as a lead."],
    play_wait: ["竞叫结束后即可打牌。", "Play starts when the auction is over."],
    declarer_r: ["庄家", "declarer"],
    dummy_r: ["明手", "dummy"],
    defender_r: ["防守方", "defender"],
    current_trick: ["当前一墩", "Current trick"],
    tricks_won: ["赢墩", "Tricks won"],
    trick_n: ["第{n}墩", "trick {n}"],
    none_yet: ["（尚无）", "(none yet)"],
    expose_mode: ["亮牌/掉牌模式", "Card exposed / dropped"],
    expose_mode_on: ["亮牌模式：点击的牌记为暴露（第49、50条），而非打出。", "Exposure mode: a clicked card is logged as exposed (Laws 49, 50), not played."],
    acting_seat: ["行动者", "Player"],
    claim: ["摊牌声明", "Claim"],
    claim_tricks: ["墩数", "tricks"],
    statement: ["声明内容", "statement"],
    concede: ["认输", "Concede"],
    object: ["提出异议", "Object"],
    finding: ["裁判认定", "Director's finding"],
    finding_law: ["条款", "law"],
    f_inadvertent: ["无意", "inadvertent"],
    f_yes: ["是", "yes"],
    f_no: ["否", "no"],
    add_finding: ["记录认定", "Record finding"],
    penalty_mark: ["罚张", "penalty card"],
    result_h: ["结果", "Result"],
    res_tricks: ["庄家{declarer}：打成{played}墩{claimed}{transferred}，共{total}墩", "Declarer {declarer}: {played} tricks played{claimed}{transferred}, {total} in all"],
    res_claimed: ["，摊牌得{n}墩", ", {n} by claim"],
    res_transferred: ["，转移{n}墩", ", {n} transferred"],
    score: ["计分", "Score"],
    claim_ev: ["摊牌声明", "claims"],
    concede_ev: ["认输", "concedes"],
    object_ev: ["提出异议", "objects"],
    designate_ev: ["指定", "designates"],
    names_card_ev: ["指明手中的牌", "names the card in his hand"],
    asks_ev: ["询问是否有引牌花色：", "asks whether he has the suit led:"],
    choose_ev: ["选择", "chooses"],
    spread: ["摊开", "spread"],
    tricks_played: ["已打{n}墩", "{n} played"],
    now_h: ["当前裁决", "Current ruling"],
    details: ["详情 ↓", "Details ↓"],
    nav_cases: ["案例", "Cases"],
    nav_quiz: ["裁判测验", "Quiz"],
    tournament: ["比赛", "Tournament"],
    file_case: ["立案", "File a case"],
    untitled: ["控制台立案", "Filed from the console"],
    more_rulings: ["另有{n}项裁决（见详情）", "{n} more ruling(s) (see details)"],
    answered: ["已认定", "found"],
    adjusted_h: ["调整分（第12条C款2）", "Adjusted score (Law 12C2)"],
    adj_contract: ["定约", "contract"],
    adj_declarer: ["庄家", "declarer"],
    adj_tricks: ["墩数", "tricks"],
    adj_enter: ["判给调整分", "Award the adjusted score"],
    adj_given: ["已判给调整分：{what}", "Adjusted score awarded: {what}"],
    grade_major: ["重罚张", "major"],
    grade_minor: ["轻罚张", "minor"],
    next_cap: ["轮到", "To act"],
  };
  const SEAT_NAME = {N: ["北", "North"], E: ["东", "East"], S: ["南", "South"], W: ["西", "West"]};

  const st = {
    lang: "zh", board: 1, events: [], hands: null, seat: null, change: false, exposeMode: false,
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

  const {el} = window.RulingsDom; // static/dom.js, loaded before this file

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

  function currentLog(events = st.events, hands = st.hands) {
    const log = {board: st.board};
    if (hands) log.hands = {...hands};
    log.events = events.map((e) => ({...e}));
    return log;
  }

  function save() {
    try { localStorage.setItem(STORE, JSON.stringify({board: st.board, events: st.events, hands: st.hands, lang: st.lang})); } catch (_) { /* private mode */ }
  }

  function load() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE) || "null");
      if (saved && Number.isInteger(saved.board) && Array.isArray(saved.events)) {
        st.board = saved.board;
        st.events = saved.events;
        st.lang = saved.lang === "en" ? "en" : "zh";
        st.hands = saved.hands && typeof saved.hands === "object" ? saved.hands : null;
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
        if (d.event !== null && d.event !== undefined) where.push(t("event_n", {n: d.event + 1}));
        if (d.field) where.push(st.lang === "zh" ? `字段 ${d.field}` : `field ${d.field}`);
        // an event log's error has its Chinese form (msg_zh): Chinese first, the English beside, as the CLI
        const msg = st.lang === "zh" && d.msg_zh ? `${d.msg_zh} — ${d.msg}` : d.msg;
        return (where.length ? where.join(P().comma) + P().colon : "") + msg;
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
  function ruleOn(events, hands = undefined) {
    st.queue = st.queue.then(async () => {
      const useHands = hands === undefined ? st.hands : hands;
      document.body.classList.add("busy");
      const answer = await postJSON("/api/rulings/explain", currentLog(events, useHands));
      document.body.classList.remove("busy");
      if (!answer.ok) {
        showError(answer.error);
        return false;
      }
      showError("");
      const before = st.ruling ? st.ruling.state.phase : null;
      if (answer.data.ruling.state.phase === "play" && before !== "play") $("#play-hook").open = true;
      st.events = events;
      st.hands = useHands;
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
    renderPlay();
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
    renderAuctionInto("#auction", false);
    renderAuctionInto("#now-auction", true);
  }

  /** The diagram in `sel`; `compact` (the pinned summary) keeps only its last three rows. */
  function renderAuctionInto(sel, compact) {
    const r = st.ruling;
    const state = r ? r.state : {auction: [], forced_passes: []};
    const dealer = r ? r.dealer : (st.conditions ? st.conditions.dealer : "N");
    const vul = r ? r.vulnerable : (st.conditions ? st.conditions.vulnerable : "none");
    const forced = new Map((state.forced_passes || []).map((f, i) => [f.seat, {f, words: st.words && st.words.state.forced_passes[i]}]));
    for (const th of $$(`${sel} thead th`)) {
      const s = th.dataset.seat;
      const vulnerable = vul === "both" || (vul === "NS" && "NS".includes(s)) || (vul === "EW" && "EW".includes(s));
      th.replaceChildren(el("span", {class: "seat-name", text: seatShort(s)}));
      th.classList.toggle("vulnerable", vulnerable);
      th.classList.toggle("dealer", s === dealer);
      th.classList.toggle("forced", forced.has(s));
      if (s === dealer) th.append(el("span", {class: "dealer-mark", title: t("dealer"), text: st.lang === "zh" ? "发" : "D"}));
      if (forced.has(s) && !compact) {
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
    const body = $(`${sel} tbody`);
    body.replaceChildren();
    if (!rows.length) cell(0, 0);
    for (const cells of compact ? rows.slice(-3) : rows) {
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
    if (compact) return;
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

  /** The rectification as the server says it: one line per thing said (duplicates merged), with its laws. */
  function rectList(items, words, lines) {
    const list = el("ul", {class: "rect"});
    if (lines) {
      for (const line of lines) {
        list.append(el("li", {"data-kind": line.kind || null}, w(line), " ", el("small", {class: "law", text: paren(line.law)})));
      }
      return list.childElementCount ? list : null;
    }
    items.forEach((r, i) => {
      if (r.kind === "option" || r.kind === "director_judgment") return;
      list.append(el("li", {"data-kind": r.kind, "data-seat": r.seat || null},
        w(words && words[i]), " ", el("small", {class: "law", text: paren(r.law)})));
    });
    return list.childElementCount ? list : null;
  }

  /** A judgment question (Laws 16, 23, 27B1b, 72B1 …): each answer a button that enters the director's
   *  finding in the log ({finding, law}); the ruling is made again with it. After a finding that calls
   *  for an adjusted score (Law 12C2), the score is entered here and logged as a finding under the same
   *  law. */
  function judgmentNode(j, values, item, withAssigned = true) {
    const found = (item.findings || []).map(String);
    return el("div", {class: "judgment", "data-law": j.law},
      el("p", {class: "question"}, el("b", {text: st.lang === "zh" ? j.heading : j.heading_en}), P().colon, w(j.question)),
      el("div", {class: "answers", role: "group"}, (j.answers || []).map((a, k) => {
        const value = values ? values[k] : null;
        const chosen = value !== null && found.includes(value);
        return el("button", {type: "button", class: "answer-btn" + (chosen ? " chosen" : ""), "data-law": j.law,
          "data-finding": value, "aria-pressed": String(chosen), disabled: !value,
          onclick: () => addEvent({finding: value, law: j.law})}, w(a.answer));
      })),
      el("ul", {}, (j.answers || []).map((a) => el("li", {}, el("b", {text: w(a.answer)}), " → ", w(a.then)))),
      window.RulingsEvidence ? window.RulingsEvidence.judgment(j, {lang: st.lang, hands: st.hands, vulnerable: st.ruling && st.ruling.vulnerable,
        assigned: withAssigned}) : null);
  }

  function adjustedNode(item) {
    const given = st.events.filter((e) => e.finding === "adjusted_score" && e.note);
    const box = el("form", {class: "adjusted", "data-event": item.event},
      el("b", {text: t("adjusted_h")}),
      el("label", {}, t("adj_contract"), " ", el("input", {name: "contract", placeholder: "4S", autocomplete: "off"})),
      el("label", {}, t("adj_declarer"), " ", el("select", {name: "declarer"}, ROTATION.map((x) => el("option", {value: x, text: seatName(x)})))),
      el("label", {}, t("adj_tricks"), " ", el("input", {name: "tricks", type: "number", min: "0", max: "13", value: "9"})),
      el("button", {type: "submit", class: "primary", text: t("adj_enter")}),
      given.map((e) => el("p", {class: "adjusted-given", text: t("adj_given", {what: e.note})})));
    box.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const f = new FormData(box);
      const body = {contract: String(f.get("contract") || "").trim().toUpperCase(), declarer: f.get("declarer"),
        tricks: Number(f.get("tricks")), board: st.board};
      const scored = await postJSON("/api/score", body);
      if (!scored.ok) { showError(scored.error); return; }
      const sc = scored.data;
      const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
      const note = `${body.contract} ${body.declarer} ${body.tricks}: NS ${signed(sc.ns)}, EW ${signed(sc.ew)}`;
      // logged under the law whose question led to the adjusted score (Law 23, 27B1b, 72B1 …): a finding
      // answers a question the ruling asks, and the engine refuses one that answers none
      const asked = (item.director_judgments || []).map((j) => j.law);
      addEvent({finding: "adjusted_score", law: asked[asked.length - 1] || "12C2", note});
    });
    // Law 12C2 evidence beside the form (outside it, so Enter in its fields does not submit the score)
    const figures = window.RulingsEvidence && ["N", "E", "S", "W"].every((x) => st.hands && st.hands[x]) ?
      window.RulingsEvidence.assigned(st.hands, st.ruling && st.ruling.vulnerable, st.lang) : null;
    return figures ? el("div", {class: "adjusted-block"}, box, figures) : box;
  }

  /** The choice recorded for an item's option: the first `choose` by that seat after the item's event. */
  function chosenChoice(item, by) {
    const found = st.events.find((e, i) => i > item.event && e.seat === by && typeof e.choose === "string");
    return found ? found.choose : null;
  }

  /** A suit, a card or highest/lowest as the table writes it. */
  function valueText(v) {
    if (SUIT[v]) return SUIT[v];
    if (/^[SHDC][2-9TJQKA]$/.test(v)) return cardText(v);
    const words = {highest: ["最大", "highest"], lowest: ["最小", "lowest"]}[v];
    return words ? words[L()] : v;
  }

  /** The event(s) an option button logs: accept/decline as a word; a play choice with its value
   *  ({require_lead: "C"} …, Laws 50D2, 57A); a penalty card the holder's side has (Laws 50D2b, 51A);
   *  Law 54A's spread is the declarer exposing his hand. Each entry: [extra label, event]. */
  function choiceEvents(item, o) {
    if (o.choice === "accept" || o.choice === "decline") return [["", {seat: o.by, choose: o.choice}]];
    if (o.value) return [["", {seat: o.by, choose: {[o.choice]: o.value}}]];
    if (o.choice === "penalty_card") {
      const offenderSide = item.offender && "NS".includes(item.offender) ? "NS" : "EW";
      const cards = (st.ruling.state.penalty_cards || []).filter((pc) => offenderSide.includes(pc.seat));
      const list = cards.length ? cards : [{card: null}];
      return list.map((pc) => [pc.card && list.length > 1 ? cardText(pc.card) : "",
        pc.card ? {seat: o.by, choose: {penalty_card: pc.card}} : {seat: o.by, choose: "penalty_card"}]);
    }
    if (o.choice === "spread") return [["", {seat: o.by, expose: handNow(o.by)}]];
    return [["", {seat: o.by, choose: o.choice}]];
  }

  /** The rulings, newest first (the director sees what the last event changed), then the state. */
  function renderRuling() {
    const card = $("#ruling-card");
    card.replaceChildren();
    const r = st.ruling;
    if (!r) return;
    if (!r.rulings.length) card.append(el("p", {class: "no-irregularity", text: t("no_irregularity")}));
    const order = r.rulings.map((item, i) => i).sort((a, b) => r.rulings[b].event - r.rulings[a].event || b - a);
    for (const i of order) card.append(rulingItem(r.rulings[i], st.words ? st.words.rulings[i] : null));
    card.append(stateNode(r));
    renderNow();
  }

  /** The option buttons (or labels) of an item; a pending choice is a button that logs it. */
  function optionsNode(item, words) {
    const pending = st.ruling.state.pending;
    const onItem = pending && pending.event === item.event;
    const waiting = (choice) => onItem && (!pending.choices || pending.choices.includes(choice));
    // a choice that follows another on the same item (Law 54D, then 50D2): the chosen option's `then`
    const followOn = onItem && !item.options.some((o) => waiting(o.choice));
    return el("div", {class: "options"}, item.options.map((o, k) => {
      const isPending = waiting(o.choice) && !followOn;
      const ow = words && words.options[k];
      const label = ow ? w(ow.label) : "";
      const head = isPending
        ? el("span", {class: "option-buttons"}, choiceEvents(item, o).map(([extra, event]) =>
          el("button", {type: "button", class: "option-btn", "data-by": o.by, "data-choice": o.choice,
            "data-value": o.value || (event.choose && typeof event.choose === "object" ? Object.values(event.choose)[0] : null),
            onclick: () => addEvent(event)}, label + (extra ? ` ${extra}` : ""))))
        : el("span", {class: "option-label"}, label);
      const refs = o.citations.map((c) => (st.lang === "zh" ? c.heading : c.heading_en)).join(st.lang === "zh" ? "、" : ", ");
      const chosen = !isPending && chosenChoice(item, o.by) === o.choice;
      let thenOpen = false;
      const then = (o.then || []).map((x, m) => {
        const xw = ow && ow.then[m];
        const cond = x.if || {};
        const text = xw ? w(xw.if) : "";
        const live = followOn && chosen && cond.seat === pending.by && waiting(cond.choice);
        thenOpen = thenOpen || live;
        const h = live
          ? choiceEvents(item, {by: cond.seat, choice: cond.choice, value: cond.value}).map(([extra, event]) =>
            el("button", {type: "button", class: "option-btn", "data-by": cond.seat, "data-choice": cond.choice,
              "data-value": cond.value || (event.choose && typeof event.choose === "object" ? Object.values(event.choose)[0] : null),
              onclick: () => addEvent(event)}, text + (extra ? ` ${extra}` : "")))
          : text;
        return el("li", {}, h, " → ", (x.rectification || []).map((rr, n) => (xw ? w(xw.rectification[n]) : "")).join(P().semi));
      });
      return el("div", {class: "option" + (chosen ? " chosen" : ""), "data-choice": o.choice}, head,
        chosen ? el("span", {class: "chosen-mark", text: `✓ ${t("chosen")}`}) : null,
        refs ? el("small", {class: "law", text: ` ${refs}`}) : null,
        rectList(o.rectification, ow && ow.rectification),
        then.length ? el("details", {class: "then", open: thenOpen}, el("summary", {text: t("then")}), el("ul", {}, then)) : null);
    }));
  }

  function rulingItem(item, words) {
    const article = el("article", {class: "ruling-item", "data-irregularity": item.irregularity, "data-event": item.event},
      el("h3", {}, words ? w(words.irregularity) : "", " ", el("small", {text: t("event_n", {n: item.event + 1})})));
    const order = (words && words.citation_order) || [];
    const cites = [...item.citations].sort((a, b) => (order.indexOf(a.ref) + 1 || 99) - (order.indexOf(b.ref) + 1 || 99));
    const rect = rectList(item.rectification, words && words.rectification, words && words.lines);
    if (rect) article.append(el("h4", {text: t("rectification")}), rect);
    if (item.options.length) article.append(el("h4", {text: t("options")}), optionsNode(item, words));
    // the adjusted-score form, once a finding leads to one; the Law 12C2 figures then sit on that form
    const adjusted = (item.findings || []).length &&
      ((words && words.findings || []).some((f) => /调整分|12C/.test(f.zh)) || st.events.some((e) => e.finding === "adjusted_score"));
    if ((item.director_judgments || []).length) {
      article.append(el("h4", {text: t("judgment")}),
        ...item.director_judgments.map((j, k) => judgmentNode(j, words && words.answers ? words.answers[k] : null, item, !adjusted)));
    }
    if ((item.findings || []).length) {
      article.append(el("h4", {text: t("findings")}), el("ul", {class: "findings"},
        (words && words.findings ? words.findings : []).map((f) => el("li", {text: w(f)}))));
      if (adjusted) article.append(adjustedNode(item));
    }
    if (cites.length) {
      article.append(el("h4", {text: t("citations")}), el("div", {class: "citations"}, cites.map(citationNode)));
    }
    return article;
  }

  /** The pinned summary above the bidding box: the compact auction and the newest ruling, its options as
   *  buttons; the details are below (#ruling-h). Only a change is announced (aria-live on #announce). */
  function renderNow() {
    const box = $("#now-ruling");
    box.replaceChildren();
    const r = st.ruling;
    if (!r) return;
    let said;
    if (!r.rulings.length) {
      said = t("no_irregularity");
      box.append(el("p", {class: "no-irregularity", text: said}));
    } else {
      let i = 0;
      r.rulings.forEach((it, k) => { if (it.event >= r.rulings[i].event) i = k; });
      const item = r.rulings[i];
      const words = st.words ? st.words.rulings[i] : null;
      said = words ? w(words.irregularity) : "";
      box.append(el("article", {class: "now-item", "data-irregularity": item.irregularity, "data-event": item.event},
        el("h3", {}, said, " ", el("small", {text: t("event_n", {n: item.event + 1})})),
        rectList(item.rectification, words && words.rectification, words && words.lines),
        item.options.length && r.state.pending && r.state.pending.event === item.event ? optionsNode(item, words) : null,
        (item.director_judgments || []).length && !(item.findings || []).length
          ? el("p", {class: "more", text: `${t("judgment")}${P().colon}${w(item.director_judgments[0].question)}`}) : null));
      if (r.rulings.length > 1) box.append(el("p", {class: "more", text: t("more_rulings", {n: r.rulings.length - 1})}));
      const lines = words && words.lines && words.lines.length ? P().colon + w(words.lines[0]) : "";
      said += lines;
    }
    const phase = st.words ? w(st.words.state.phase) : "";
    const next = r.state.next_to_act ? `${P().semi}${t("next")}${P().colon}${seatName(r.state.next_to_act)}` : "";
    box.append(el("p", {class: "now-state", text: phase + next}));
    const announce = $("#announce");
    if (announce.dataset.said !== said) { announce.dataset.said = said; announce.textContent = said; }
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
        el("li", {"data-seat": lp.seat}, words ? w(words.lead_penalties[i]) : "",
          el("small", {class: "law", text: paren(lp.law + (lp.status ? P().comma + t("status_" + lp.status) : ""))})))));
    }
    if ((s.penalty_cards || []).length) {
      box.append(el("h4", {text: t("penalty_cards")}), el("ul", {class: "penalty-cards"}, s.penalty_cards.map((pc) =>
        el("li", {}, `${seatName(pc.seat)} ${cardText(pc.card)} ${t("grade_" + (pc.grade || "major"))}`, el("small", {class: "law", text: paren(pc.law)})))));
    }
    if (words && words.contract) box.append(el("p", {class: "contract", text: `${t("contract")}${P().colon}${w(words.contract)}`}));
    if (s.tricks) box.append(el("p", {class: "tricks-won"}, tricksText(s)));
    if (s.result) box.append(resultNode(s.result));
    if (s.phase === "play" && !s.tricks) box.append(el("p", {class: "hint", text: t("play_now")}));
    return box;
  }

  function tricksText(s) {
    const side = (x) => (st.lang === "zh" ? {NS: "南北", EW: "东西"}[x] : x);
    return `${t("tricks_won")}${P().colon}${side("NS")} ${s.tricks.NS}${P().comma}${side("EW")} ${s.tricks.EW}`
      + paren(t("tricks_played", {n: s.tricks_played}));
  }

  /** Law 79 tricks, Law 64 transfers, Law 69-71 claims, and the Law 77 score. */
  function resultNode(res) {
    const sc = res.score || {};
    const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
    return el("section", {class: "result", "data-declarer-tricks": res.declarer_tricks, "data-ns": sc.ns},
      el("h4", {text: t("result_h")}),
      el("p", {class: "result-tricks", text: t("res_tricks", {declarer: seatName(res.declarer), played: res.declarer_tricks_played,
        claimed: res.declarer_tricks_claimed ? t("res_claimed", {n: res.declarer_tricks_claimed}) : "",
        transferred: res.transferred ? t("res_transferred", {n: signed(res.transferred)}) : "", total: res.declarer_tricks})},
      (res.transfers || []).length ? el("small", {class: "law", text: paren(res.transfers.map((x) => x.law).join(P().comma))}) : null),
      el("p", {class: "result-score"}, el("b", {text: `${t("score")}${P().colon}${sc.contract || ""} ${seatName(sc.declarer)} `
        + `${sc.made ? (sc.result ? signed(sc.result) : "=") : signed(sc.result)}${P().semi}NS ${signed(sc.ns)}${P().comma}EW ${signed(sc.ew)}`}),
      el("small", {class: "law", text: paren(sc.law || "77")})),
      (sc.breakdown || []).length ? el("ul", {class: "breakdown"}, sc.breakdown.map((b) =>
        el("li", {}, `${st.lang === "zh" ? b.zh : b.en}${P().colon}${b.points}`))) : null);
  }

  function eventText(e, i) {
    const said = st.words && st.words.events && st.words.events[i];
    if (said && st.words.events.length === st.events.length) return [w(said)];
    const who = e.seat ? seatName(e.seat) + (st.lang === "zh" ? "" : " ") : "";
    if ("call" in e) return [who, callNode(String(e.call)), e.replaces ? t("replaces") : ""];
    if ("director" in e) return [t("director_ev")];
    if ("choose" in e) {
      const c = e.choose === "accept" || e.choose === "decline"
        ? t(e.choose).replace(/^下家|^LHO /, "")
        : typeof e.choose === "string" ? `${t("choose_ev")} ${e.choose}`
          : `${t("choose_ev")} ${Object.entries(e.choose).map(([k, v]) => `${k} ${valueText(String(v))}`).join(" ")}`;
      return [who, c];
    }
    if ("expose" in e) return [who, t("expose_ev"), " ", [].concat(e.expose).map(cardText).join(" ")];
    if ("lead" in e) return [who, t("lead_ev"), " ", cardText(e.lead)];
    if ("play" in e) return [who, t("play_ev"), " ", cardText(e.play)];
    if ("finding" in e) return [t("finding_ev"), `${P().colon}${e.finding}${e.law ? paren(e.law) : ""}`];
    if ("claim" in e) return [who, t("claim_ev"), ` ${e.claim}`, e.statement ? `${P().colon}${e.statement}` : ""];
    if ("concede" in e) return [who, t("concede_ev"), ` ${e.concede}`];
    if ("object" in e) return [who, t("object_ev")];
    if ("designate" in e) return [who, t("designate_ev"), ` ${e.designate}`];
    if ("names_card" in e) return [who, t("names_card_ev"), " ", cardText(e.names_card)];
    if ("asks" in e) return [who, t("asks_ev"), " ", seatName(e.asks)];
    return [who, t("play_h")];
  }

  function renderEvents() {
    const list = $("#events");
    const items = new Map(((st.ruling && st.ruling.rulings) || []).map((it) => [it.event, it]));
    list.replaceChildren(...st.events.map((e, i) => el("li", {"data-event": i, class: items.has(i) ? "irregular" : null},
      ...eventText(e, i))));
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
    $("#file-case-tournament").value = localStorage.getItem(TOURNAMENT) || "";
    $("#file-case-form").addEventListener("submit", () => {
      // one tap: the log, the board and the ruling go with the form; the case is ruled again on filing
      const name = $("#file-case-tournament").value.trim();
      try { localStorage.setItem(TOURNAMENT, name); localStorage.setItem("rulings-console-case", JSON.stringify(currentLog())); } catch (_) { /* private */ }
      if (!name) $("#file-case-tournament").value = t("untitled");
      $("#file-case-log").value = JSON.stringify(currentLog());
      $("#file-case-board").value = String(st.board);
      $("#file-case-notes").value = st.words ? st.words.text.zh : "";
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


  // ------------------------------------------------------------------ the play (Laws 41-71)

  const PBN_SUITS = ["S", "H", "D", "C"];
  const RANKS = "AKQJT98765432";

  /** A PBN hand ("AKQ2.J53.T8.K742", "-" or "" for a void) as cards ["SA", …]; throws a one-line reason. */
  function parseHand(text) {
    const parts = String(text || "").trim().toUpperCase().replace(/10/g, "T").split(".");
    if (parts.length !== 4) throw new Error(t("bad_hand_suits"));
    const cards = [];
    parts.forEach((part, i) => {
      for (const r of part.replace(/[-\s]/g, "")) {
        if (!RANKS.includes(r)) throw new Error(t("bad_hand_rank", {rank: r}));
        const card = PBN_SUITS[i] + r;
        if (cards.includes(card)) throw new Error(t("bad_hand_twice", {card: cardText(card)}));
        cards.push(card);
      }
    });
    return cards;
  }

  /** A deal for the board (the same board number always deals the same cards): a seeded shuffle. */
  function dealForBoard(n) {
    let seed = (n * 2654435761) >>> 0 || 1;
    const rnd = () => { seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0; return seed / 4294967296; };
    const pack = PBN_SUITS.flatMap((s) => [...RANKS].map((r) => s + r));
    for (let i = pack.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [pack[i], pack[j]] = [pack[j], pack[i]];
    }
    const out = {};
    ROTATION.forEach((seat, k) => {
      const hand = pack.slice(13 * k, 13 * k + 13);
      out[seat] = PBN_SUITS.map((s) => [...RANKS].filter((r) => hand.includes(s + r)).join("") || "-").join(".");
    });
    return out;
  }

  /** The cards a seat still holds, as the log and the ruling tell it: the hand less the cards it led or
   *  played (a card played with `replaces` takes the seat's previous card back; a card the ruling
   *  retracts — `retract`, e.g. Laws 47, 54D, 56 — goes back), plus its penalty cards (on the table,
   *  still to be played: Law 50). */
  function handNow(seat) {
    if (!st.hands || !st.hands[seat]) return [];
    let cards;
    try { cards = parseHand(st.hands[seat]); } catch (_) { return []; }
    const played = [];
    for (const e of st.events) {
      if (e.seat !== seat) continue;
      const card = String(e.lead || e.play || "").toUpperCase().replace("10", "T");
      if (!card) continue;
      if (e.replaces && played.length) played.pop();
      played.push(card);
    }
    const retracted = new Set();
    for (const item of (st.ruling && st.ruling.rulings) || []) {
      for (const r of item.rectification || []) if (r.kind === "retract" && r.seat === seat && r.card) retracted.add(r.card);
    }
    const penalty = new Set(penaltyCards(seat));
    const out = (c) => played.filter((x) => x === c).length > (retracted.has(c) ? 1 : 0);
    return cards.filter((c) => !out(c) || penalty.has(c));
  }

  function penaltyCards(seat) {
    return ((st.ruling && st.ruling.state.penalty_cards) || []).filter((pc) => pc.seat === seat).map((pc) => pc.card);
  }

  function playState() {
    const s = st.ruling ? st.ruling.state : {};
    return {phase: s.phase || "auction", contract: s.contract || null, trick: s.current_trick || [],
      next: s.next_to_act, declarer: s.declarer || (s.contract && s.contract.declarer)};
  }

  function roleOf(seat, ps) {
    if (!ps.contract) return "";
    const declarer = ps.declarer || ps.contract.declarer;
    const dummy = {N: "S", S: "N", E: "W", W: "E"}[declarer];
    return seat === declarer ? t("declarer_r") : seat === dummy ? t("dummy_r") : t("defender_r");
  }

  /** Play a card (a lead when the trick is empty) or, in exposure mode, log it as exposed (Law 49). */
  function clickCard(seat, card) {
    if (st.exposeMode) {
      st.exposeMode = false;
      return addEvent({seat, expose: [card]});
    }
    return addEvent({seat, [playState().trick.length ? "play" : "lead"]: card});
  }

  function actingSeat() {
    const sel = $("#play-seat");
    return (sel && sel.value) || playState().next || "N";
  }

  function buildPlayPanel(panel) {
    const seatInputs = ROTATION.map((s) => el("label", {class: "hand-input"},
      el("span", {class: "hand-seat", "data-seat": s}), el("input", {id: `hand-${s}`, "data-seat": s, autocomplete: "off",
        spellcheck: "false", placeholder: "AKQ2.J53.T8.K742", "aria-describedby": "hands-legend"})));
    panel.append(
      el("details", {class: "hands-form", id: "hands-details"},
        el("summary", {id: "hands-legend", "data-i18n": "hands_h"}),
        el("form", {id: "hands-form"}, ...seatInputs,
          el("div", {class: "hands-actions"},
            el("button", {type: "button", id: "btn-deal", "data-i18n": "deal_board"}),
            el("button", {type: "submit", id: "btn-set-hands", class: "primary", "data-i18n": "set_hands"}),
            el("button", {type: "button", id: "btn-clear-hands", "data-i18n": "clear_hands"})))),
      el("p", {class: "hint", id: "play-hint", "aria-live": "polite"}),
      el("div", {class: "play-status", "aria-live": "polite"},
        el("p", {id: "current-trick", class: "current-trick"}), el("p", {id: "tricks-won", class: "tricks-won"})),
      el("div", {id: "hands", class: "hands"}),
      el("fieldset", {class: "play-actions"}, el("legend", {"data-i18n": "happenings"}),
        el("div", {class: "play-row"},
          el("label", {for: "play-seat", "data-i18n": "acting_seat"}),
          el("select", {id: "play-seat"}, el("option", {value: ""}), ROTATION.map((s) => el("option", {value: s}))),
          el("button", {type: "button", id: "btn-expose-mode", "aria-pressed": "false", "data-i18n": "expose_mode"}),
          el("button", {type: "button", id: "btn-object", "data-i18n": "object"})),
        el("p", {class: "hint", id: "expose-mode-hint", hidden: true, "data-i18n": "expose_mode_on"}),
        el("form", {id: "claim-form", class: "play-row"},
          el("label", {for: "claim-tricks", "data-i18n": "claim_tricks"}),
          el("input", {id: "claim-tricks", type: "number", min: "0", max: "13", value: "0", inputmode: "numeric", class: "num"}),
          el("label", {for: "claim-statement", "data-i18n": "statement"}),
          el("input", {id: "claim-statement", autocomplete: "off", class: "statement"}),
          el("button", {type: "submit", id: "btn-claim", "data-i18n": "claim"}),
          el("button", {type: "button", id: "btn-concede", "data-i18n": "concede"})),
        el("form", {id: "finding-form", class: "play-row"},
          el("label", {for: "finding-value", "data-i18n": "finding"}),
          el("select", {id: "finding-value"}, ["inadvertent", "yes", "no"].map((f) => el("option", {value: f, "data-i18n": `f_${f}`}))),
          el("label", {for: "finding-law", "data-i18n": "finding_law"}),
          el("input", {id: "finding-law", autocomplete: "off", class: "num", placeholder: "47"}),
          el("button", {type: "submit", id: "btn-finding", "data-i18n": "add_finding"}))));
    bindPlay();
  }

  function bindPlay() {
    $("#btn-deal").addEventListener("click", () => {
      const deal = dealForBoard(st.board);
      for (const s of ROTATION) $(`#hand-${s}`).value = deal[s];
    });
    $("#hands-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const hands = {};
      const seen = new Map();
      for (const s of ROTATION) {
        const text = $(`#hand-${s}`).value.trim();
        if (!text) continue;
        let cards;
        try { cards = parseHand(text); } catch (err) { showError(t("bad_hand", {seat: seatName(s), why: err.message})); return; }
        if (cards.length !== 13) { showError(t("bad_hand", {seat: seatName(s), why: t("bad_hand_count", {n: cards.length})})); return; }
        for (const c of cards) {
          if (seen.has(c)) { showError(t("bad_hand", {seat: seatName(s), why: t("bad_hand_twice", {card: cardText(c)})})); return; }
          seen.set(c, s);
        }
        hands[s] = text;
      }
      if (Object.keys(hands).length < 3) { showError(t("hands_needed")); return; }
      if (await ruleOn(st.events, hands)) $("#hands-details").open = false;
    });
    $("#btn-clear-hands").addEventListener("click", () => ruleOn(st.events, null));
    $("#hands").addEventListener("click", (ev) => {
      const b = ev.target.closest("button.card");
      if (b) clickCard(b.dataset.seat, b.dataset.card);
    });
    $("#btn-expose-mode").addEventListener("click", () => { st.exposeMode = !st.exposeMode; renderPlay(); });
    $("#btn-object").addEventListener("click", () => addEvent({seat: actingSeat(), object: true}));
    const tricksAsked = () => {
      const n = Number($("#claim-tricks").value);
      if (!Number.isInteger(n) || n < 0 || n > 13) { showError(st.lang === "zh" ? "墩数须为0至13的整数" : "tricks: a whole number from 0 to 13"); return null; }
      return n;
    };
    $("#claim-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const n = tricksAsked();
      if (n === null) return;
      const event = {seat: actingSeat(), claim: n};
      const statement = $("#claim-statement").value.trim();
      if (statement) event.statement = statement;
      if (await addEvent(event)) $("#claim-statement").value = "";
    });
    $("#btn-concede").addEventListener("click", () => {
      const n = tricksAsked();
      if (n !== null) addEvent({seat: actingSeat(), concede: n});
    });
    $("#finding-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      const event = {finding: $("#finding-value").value};
      const law = $("#finding-law").value.trim();
      if (law) event.law = law;
      addEvent(event);
    });
  }

  function cardButton(seat, card, {penalty = false, disabled = false} = {}) {
    return el("button", {type: "button", class: `card suit-${card[0]}` + (penalty ? " penalty" : ""), "data-seat": seat,
      "data-card": card, disabled,
      "aria-label": `${seatName(seat)} ${cardText(card)}${penalty ? ` ${t("penalty_mark")}` : ""}`,
      title: penalty ? t("penalty_mark") : null}, cardText(card));
  }

  function renderPlay() {
    const panel = $("#play-panel");
    if (!panel) return;
    if (!panel.childElementCount) buildPlayPanel(panel);
    for (const node of $$("[data-i18n]", panel)) node.textContent = t(node.dataset.i18n);
    for (const node of $$(".hand-seat", panel)) node.textContent = seatShort(node.dataset.seat);
    for (const o of $$("#play-seat option", panel)) o.textContent = o.value ? seatName(o.value) : `${t("next_cap")}${P().colon}${seatName(playState().next)}`;
    $("#claim-statement").placeholder = t("statement");
    const shown = JSON.stringify(st.hands);
    if (panel.dataset.hands !== shown) {  // the hands changed (set, cleared, loaded): show them in the form
      panel.dataset.hands = shown;
      for (const s of ROTATION) $(`#hand-${s}`).value = (st.hands && st.hands[s]) || "";
      $("#hands-details").open = !st.hands;
    }
    const ps = playState();
    const live = ps.phase === "play";
    $("#play-hint").textContent = !st.hands ? t("hands_needed") : live ? t("play_hint_cards") : ps.phase === "auction" ? t("play_wait") : "";
    $("#btn-expose-mode").setAttribute("aria-pressed", String(st.exposeMode));
    $("#expose-mode-hint").hidden = !st.exposeMode;
    // claims, objections and findings also follow the last trick (Laws 68-71); cards only while playing
    const afterAuction = live || ps.phase === "over";
    for (const b of $$(".play-actions button", panel)) b.disabled = !afterAuction || (b.id === "btn-expose-mode" && !live);
    const trickCards = ps.trick.map(([seat, card]) => `${seatShort(seat)} ${cardText(card)}`);
    $("#current-trick").textContent = `${t("current_trick")}${P().colon}${trickCards.length ? trickCards.join(P().comma) : t("none_yet")}`;
    const s = st.ruling ? st.ruling.state : {};
    $("#tricks-won").textContent = s.tricks ? tricksText(s) : "";
    const hands = $("#hands");
    hands.replaceChildren();
    if (!st.hands) return;
    for (const seat of ROTATION) {
      const cards = handNow(seat);
      const pcs = new Set(penaltyCards(seat));
      const role = roleOf(seat, ps);
      const inTrick = ps.trick.find(([x]) => x === seat);
      hands.append(el("div", {class: "hand" + (seat === ps.next && live ? " to-play" : ""), "data-seat": seat, role: "group",
        "aria-label": `${seatName(seat)}${role ? ` ${role}` : ""}`},
        el("h3", {}, seatShort(seat), role ? el("small", {class: "role", text: ` ${role}`}) : null,
          seat === ps.next && live ? el("small", {class: "to-play-mark", text: ` ← ${t("next")}`}) : null,
          inTrick ? el("small", {class: "in-trick", text: ` · ${cardText(inTrick[1])}`}) : null),
        el("div", {class: "suits"}, PBN_SUITS.map((suit) => {
          const inSuit = cards.filter((c) => c[0] === suit);
          return el("div", {class: "suit-row", "data-suit": suit},
            el("span", {class: `suit-sym suit-${suit}`, "aria-hidden": "true", text: SUIT[suit]}),
            inSuit.length ? inSuit.map((c) => cardButton(seat, c, {penalty: pcs.has(c), disabled: !live}))
              : el("span", {class: "void", text: "—"}));
        }))));
    }
  }

  window.RulingsConsole = {
    addEvent, undo,
    log: () => currentLog(),
    onRuling: (fn) => { st.listeners.push(fn); },
    setHands: (hands) => ruleOn(st.events, hands || null),
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
