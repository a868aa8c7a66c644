"""What the two table models (the auction, `rulings.auction`; the play, `rulings.playtable`) share:
the ruling item they fill, the `Effect` a consequence handler is given, and a copy of a table that
shares its deal's engine session (to explore what follows from a choice).

A table model asserts one fact per event; for each rule that fires it hands each consequence the rule
names to the handler registered for it (`rulings.consequences`), as an `Effect`.
"""

from __future__ import annotations

import copy
import functools
import itertools
import threading
import types
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Self, SupportsIndex, TypeVar

from rulings.engine import EngineError, EngineSession, Firing
from rulings.lawbook import Rule
from rulings.seats import Seat

Handler = Callable[["Effect"], None]


@dataclass
class Item:
    """One ruling item: an irregularity, its citations, rectification, options and trace."""

    event: int
    irregularity: str
    offender: Seat | None  # None: the log names no offender (Law 12A1, 84E) or there is none (16B)
    refs: list[str] = field(default_factory=list)
    rectification: list[dict[str, Any]] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    judgments: list[str] = field(default_factory=list)
    # the choices made of its options, in order: who, which (and its suit or card), at which event, and
    # whether by an action (a card played on, Laws 53A, 60A1) rather than stated
    chosen: list[dict[str, Any]] = field(default_factory=list)


def mark_answered(item: Item, law: str, finding: str) -> None:
    """The director's finding under `law` (a citation path as the rule wrote it) noted on the item's
    question of that law (the latest one): the ruling then gives the answer and what follows from it."""
    for r in reversed(item.rectification):
        if r["kind"] == "director_judgment" and str(r.get("law")) == law:
            r["found"] = finding
            return


class Effect:
    """One consequence of one firing, as its handler sees it: the table's context (`ctx`, whose `t`
    is the table), the consequence's parameters, the fact, the citation of the rule that fired
    (`law`) and the ruling item it belongs to."""

    def __init__(self, ctx: Any, name: str, params: dict[str, Any], firing: Firing, fact: dict[str, Any],
                 law: str, item: Item | None) -> None:
        self.ctx, self.name, self.params, self.firing, self.fact, self.law, self.item = \
            ctx, name, params, firing, fact, law, item

    @property
    def t(self) -> Any:
        return self.ctx.t

    @property
    def rect(self) -> list[dict[str, Any]]:
        return self.item.rectification if self.item is not None else []

    def add(self, entry: dict[str, Any]) -> None:
        """A rectification entry, cited to the rule that fired. A director_judgment names the law to
        judge under in `law`; then `rule_ref` says which rule asked."""
        if "law" in entry:
            entry["rule_ref"] = self.law
        else:
            entry["law"] = self.law
        rect = self.rect
        if entry not in rect:
            rect.append(entry)

    def seat(self, expr: str) -> Seat:
        """A seat written relative to the fact (`offender.partner`, `declarer` …)."""
        return self.ctx.seat(expr, self.fact)


def run_handler(handlers: Mapping[str, Handler], phase: str, effect: Effect) -> None:
    handler = handlers.get(effect.name)
    if handler is None:  # the lawbook is checked against the registry before a deal is ruled
        raise EngineError(f"no {phase} handler for consequence {effect.name!r} (rule {effect.firing.rule})")
    handler(effect)


def rule_of(session: EngineSession | None, f: Firing) -> Rule:
    """The rule behind a firing: a firing comes only from the table's engine session."""
    if session is None:
        raise EngineError(f"rule {f.rule} fired, but the table has no engine session")
    return session.engine.rules[f.rule]


def unique(firings: Iterable[Firing]) -> list[Firing]:
    """Each rule once per fact (durable may fire a rule once per matching `any` alternative)."""
    seen, out = set(), []
    for f in firings:
        key = (f.rule, f.fid)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


# ---------------------------------------------------------------------------- exploring a copy

class Trailed:
    """An object a copy of the table shares with the table while a choice is explored (a call as it
    stands in the auction): each change of its attributes inside `checkpoint()` is written down and
    undone when the checkpoint ends, so the table finds it as it left it.

    A change of an attribute a subclass names in `_VERSIONED` (once it has a value) also moves the
    `state_token()`: what a table worked out from those attributes (the calls that stand) is kept
    while the token is unchanged."""

    __slots__ = ()
    _VERSIONED: ClassVar[frozenset[str]] = frozenset()

    def __setattr__(self, name: str, value: Any) -> None:
        state = self.__dict__
        old = state.get(name, _MISSING)
        trails = getattr(_LOCAL, "trails", None)
        if trails:
            trails[-1].append((_set_attribute, self, name, old))
        if old is not _MISSING and name in self._VERSIONED and old != value:
            token = next(_TOKENS)
            _LOCAL.change = (state_token(), token, self, name)
            _LOCAL.token = token
        state[name] = value


def _set_attribute(obj: Any, name: str, old: Any) -> None:
    if old is _MISSING:
        obj.__dict__.pop(name, None)
    else:
        obj.__dict__[name] = old


class TrailedDict(dict[Any, Any]):
    """An entry of a table's restriction lists (a compulsory pass, a lead penalty …): shared by a copy
    of the table inside `checkpoint()` like a `Trailed` object, each change undone when it ends."""

    __slots__ = ()

    def __setitem__(self, key: Any, value: Any) -> None:
        trails = _trails()
        if trails:
            trails[-1].append((_set_key, self, key, dict.get(self, key, _MISSING)))
        dict.__setitem__(self, key, value)

    def _snapshot(self) -> None:
        trails = _trails()
        if trails:
            trails[-1].append((_restore_dict, self, None, dict(self)))

    def __delitem__(self, key: Any) -> None:
        self._snapshot()
        dict.__delitem__(self, key)

    def pop(self, *args: Any) -> Any:
        self._snapshot()
        return dict.pop(self, *args)

    def popitem(self) -> Any:
        self._snapshot()
        return dict.popitem(self)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        self._snapshot()
        return dict.setdefault(self, key, default)

    def update(self, *args: Any, **kwargs: Any) -> None:
        self._snapshot()
        dict.update(self, *args, **kwargs)

    def clear(self) -> None:
        self._snapshot()
        dict.clear(self)

    # typeshed declares dict.__ior__, list.__iadd__ and list.__imul__ with the same ignore: an in-place
    # operator that returns Self where the binary one returns the base type is flagged [misc]
    def __ior__(self, other: Any) -> Self:  # type: ignore[misc]
        self._snapshot()
        dict.update(self, other)
        return self


def _set_key(obj: dict[Any, Any], key: Any, old: Any) -> None:
    if old is _MISSING:
        dict.pop(obj, key, None)
    else:
        dict.__setitem__(obj, key, old)


def _restore_dict(obj: dict[Any, Any], _key: Any, old: dict[Any, Any]) -> None:
    dict.clear(obj)
    dict.update(obj, old)


class TrailedList(list[Any]):
    """A restriction list of a table (compulsory passes, lead penalties …; issue 14): a copy of the table
    shares it inside `checkpoint()`, and what the copy adds or changes is undone when the checkpoint
    ends. Its entries are `TrailedDict`s: a plain dict appended is stored as a `TrailedDict` copy.

    `keys` names fields the list is indexed by: `where(key, value)` gives the entries whose field
    equals the value without reading the others (the field of an entry is never changed)."""

    __slots__ = ("_keys", "_index")

    def __init__(self, entries: Any = (), keys: tuple[str, ...] = ()) -> None:
        self._keys = keys
        if entries == ():  # a table's lists start empty (nine a deal)
            self._index: dict[str, dict[Any, list[Any]]] = {k: {} for k in keys}
            return
        list.__init__(self, (_trailed_entry(x) for x in entries))
        self._reindex()

    @classmethod
    def of(cls, entries: Iterable[Any]) -> TrailedList:
        """A list of entries that are not plain dicts (calls, firings), without an index: copied
        without reading each entry."""
        out = cls()
        list.extend(out, entries)
        return out

    def where(self, key: str, value: Any) -> list[Any]:
        """The entries whose `key` equals `value`, in the list's order: a live view (an entry added
        while the caller reads it is found, as in the list itself) that the caller must not change."""
        found: list[Any] = self._index[key].setdefault(value, [])
        return found

    def _reindex(self) -> None:
        self._index = {k: {} for k in self._keys}
        self._add_to_index(self)

    def _add_to_index(self, entries: Any) -> None:
        for key, index in self._index.items():
            for e in entries:
                index.setdefault(e.get(key), []).append(e)

    def append(self, entry: Any) -> None:
        trails = getattr(_LOCAL, "trails", None)  # _trails(), without a call: appended for every call and fact
        if trails:
            trails[-1].append((_truncate, self, len(self), None))
        if type(entry) is dict:
            entry = TrailedDict(entry)
        list.append(self, entry)
        if self._keys:
            self._add_to_index((entry,))

    def extend(self, entries: Any) -> None:
        trails = getattr(_LOCAL, "trails", None)
        if trails:
            trails[-1].append((_truncate, self, len(self), None))
        n = len(self)
        list.extend(self, entries)
        for i in range(n, len(self)):
            entry = list.__getitem__(self, i)
            if type(entry) is dict:
                list.__setitem__(self, i, TrailedDict(entry))
        if self._keys:
            self._add_to_index(self[n:])

    def __iadd__(self, entries: Iterable[Any]) -> Self:  # type: ignore[misc]  # as typeshed's list.__iadd__
        self.extend(entries)
        return self

    def _snapshot(self) -> None:
        trails = _trails()
        if trails:
            trails[-1].append((_restore_list, self, None, list(self)))

    def __setitem__(self, index: Any, value: Any) -> None:
        self._snapshot()
        if isinstance(index, slice):
            list.__setitem__(self, index, [_trailed_entry(x) for x in value])
        else:
            list.__setitem__(self, index, _trailed_entry(value))
        self._reindex()

    def __delitem__(self, index: Any) -> None:
        self._snapshot()
        list.__delitem__(self, index)
        self._reindex()

    def insert(self, index: Any, entry: Any) -> None:
        self._snapshot()
        list.insert(self, index, _trailed_entry(entry))
        self._reindex()

    def remove(self, entry: Any) -> None:
        self._snapshot()
        list.remove(self, entry)
        self._reindex()

    def pop(self, *args: Any) -> Any:
        self._snapshot()
        out = list.pop(self, *args)
        self._reindex()
        return out

    def clear(self) -> None:
        self._snapshot()
        list.clear(self)
        self._reindex()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self._snapshot()
        list.sort(self, *args, **kwargs)
        self._reindex()

    def reverse(self) -> None:
        self._snapshot()
        list.reverse(self)
        self._reindex()

    def __imul__(self, n: SupportsIndex) -> Self:
        self._snapshot()
        list.__imul__(self, n)
        self._reindex()
        return self

    def __reduce__(self) -> Any:
        return (TrailedList, (list(self), self._keys))


def _trailed_entry(entry: Any) -> Any:
    return TrailedDict(entry) if type(entry) is dict else entry


def _truncate(obj: TrailedList, length: int, _old: Any) -> None:
    """Undo an append: the entries from `length` on were added last, so they end their index lists."""
    for key, index in obj._index.items():
        for e in reversed(obj[length:]):
            index[e.get(key)].pop()
    list.__delitem__(obj, slice(length, None))


def _restore_list(obj: TrailedList, _index: Any, old: list[Any]) -> None:
    list.__setitem__(obj, slice(None), old)
    obj._reindex()


class _Local(threading.local):
    """Each thread's checkpoints and state token. The class holds their values before a thread sets
    its own, so reading one never fails: a missing attribute of a `threading.local` is an
    AttributeError made and dropped inside `getattr` (its message formatted), on every read until
    the thread's first checkpoint and first cancelled call (issue 14: read for every call)."""

    trails: list[list[tuple[Any, Any, Any, Any]]] | None = None
    token = 0
    change: tuple[int, int, Any, str] | None = None


_LOCAL = _Local()
_MISSING = object()
_T = TypeVar("_T")
_TOKENS = itertools.count(1)


# state_token(): moves whenever a `_VERSIONED` attribute of a `Trailed` object changes, and comes back
# to its value when a checkpoint undoes the changes made inside it: a value worked out from those
# attributes at a token is still right whenever the token is the same again (issue 14: the calls that
# stand are not read again for every event). Read for every event, so a C-level call.
state_token: Callable[[], int] = functools.partial(getattr, _LOCAL, "token", 0)


def last_change() -> tuple[int, int, Any, str] | None:
    """The latest change of a `_VERSIONED` attribute: (token before, token after, object, attribute).
    When the token before is the one a value was worked out at and the token after is the current
    one, that change is the only one since: the value can be brought up to date from it."""
    change: tuple[int, int, Any, str] | None = getattr(_LOCAL, "change", None)
    return change


def _trails() -> list[list[tuple[Any, Any, Any, Any]]]:
    trails: list[list[tuple[Any, Any, Any, Any]]] | None = getattr(_LOCAL, "trails", None)
    if trails is None:
        trails = _LOCAL.trails = []
    return trails


@contextmanager
def checkpoint() -> Iterator[None]:
    """Explore inside: copies made here (`copy_sharing_session`) share the table's `Trailed` objects,
    and every change made to them is undone on leaving, innermost first (checkpoints nest: a
    continuation explored on the copy of a choice)."""
    trails = _trails()
    trail: list[tuple[Any, Any, Any, Any]] = []
    trails.append(trail)
    token, change = state_token(), last_change()
    try:
        yield
    finally:
        trails.pop()
        for undo, obj, name, old in reversed(trail):
            undo(obj, name, old)
        _LOCAL.token, _LOCAL.change = token, change


class _CopyOnAccess(list[Item]):
    """The ruling items of a copy of the table: shared with the table until the copy reads one by
    its index (items are only ever reached by index: `items[fact["ruling"]]`, `items[-1]`), which
    copies it first. Only the copy's own items change; the copy lives while its choice is explored."""

    __slots__ = ("_shared", "_copied")

    def __init__(self, items: list[Item]) -> None:
        super().__init__(items)
        self._shared = len(items)  # items below this index are the table's until copied
        self._copied: set[int] = set()

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        i = index + len(self) if index < 0 else index
        item = list.__getitem__(self, i)
        if 0 <= i < self._shared and i not in self._copied:
            item = _copy_item(item)
            list.__setitem__(self, i, item)
            self._copied.add(i)
        return item


def _copy_item(item: Item) -> Item:
    """A copy of a ruling item for a copy of the table: its lists are copied, their entries shared.
    An entry is final once added (`Effect.add` completes a rectification entry before adding it; a
    trace entry is written once), and the options are only ever replaced whole (`rulings.options`
    builds a new list)."""
    return Item(item.event, item.irregularity, item.offender, list(item.refs), list(item.rectification),
                item.options, list(item.trace), list(item.judgments), list(item.chosen))


def copy_sharing_session(table: Any) -> Any:
    """A copy of a table model that holds its deal's session in `.session`: the copy explores what
    follows from a choice in the same session (its facts get fresh ids, so nothing collides).

    Issue 14: exploring used to deep-copy the table, so each option of each irregularity copied the
    whole history of the deal, and a ruling's cost grew with the square of the log. The copy now
    copies what the exploration can change and no more; it shares with the table:
    - the session, the handlers and values that cannot change (strings, numbers, seats, cards,
      calls, events, the log, a firing and its fact, the trace entries already written);
    - the ruling items, each copied the first time the copy reads it (`_CopyOnAccess`);
    - inside a `checkpoint()`, the `Trailed` objects (the calls of the auction) and the restriction
      lists (`TrailedList`: compulsory passes, lead penalties … and their `TrailedDict` entries),
      whose changes the checkpoint undoes: an option's copy costs the same however long the log.
    Outside a checkpoint the copy shares none of them: it is a full copy."""
    memo: dict[int, Any] = {id(table.session): table.session}
    handlers = getattr(table, "handlers", None)
    if handlers is not None:
        memo[id(handlers)] = handlers  # the registry of consequence handlers, never changed
    events = getattr(table, "events", None)
    if type(events) is tuple:
        memo[id(events)] = events  # the whole log (Law 17E's look ahead): never changed, and walked in O(n)
    return fork(table, memo)


_IMMUTABLE: frozenset[type] = frozenset({str, int, float, bool, type(None), bytes, complex, range,
                                         types.FunctionType, types.BuiltinFunctionType, type, types.MethodType})


def fork(obj: Any, memo: dict[int, Any]) -> Any:
    """A copy of `obj` for exploring (see `copy_sharing_session`): what can change is copied, what
    cannot is shared. Objects reached twice are copied once (`memo`), so the copy keeps the table's
    own sharing (a pending choice and the call it is about)."""
    cls: type = type(obj)
    if cls in _IMMUTABLE:
        return obj
    found = memo.get(id(obj), _MISSING)
    if found is not _MISSING:
        return found
    out: Any
    if cls is list or cls is _CopyOnAccess:
        out = _fork_list(obj, memo)
    elif cls is dict:
        out = {}
        memo[id(obj)] = out
        for k, v in obj.items():
            out[k] = v if type(v) in _IMMUTABLE else fork(v, memo)
    elif cls is tuple:
        items = [fork(x, memo) for x in obj]
        out = obj if all(a is b for a, b in zip(items, obj, strict=True)) else tuple(items)
        memo[id(obj)] = out
    elif cls is set:
        out = set(obj)  # members are hashable values (seats, cards): shared
        memo[id(obj)] = out
    elif cls is frozenset or isinstance(obj, Enum) or _frozen(cls):
        out = obj  # cannot be rebound; a frozen firing's fact is never changed after its event
        memo[id(obj)] = out
    elif cls is Item:
        out = _copy_item(obj)
        memo[id(obj)] = out
    elif (cls is TrailedList or cls is TrailedDict or isinstance(obj, Trailed)) and _trails():
        out = obj  # shared with the table: the checkpoint undoes what the copy changes
        memo[id(obj)] = out
    elif cls is TrailedList or cls is TrailedDict:
        out = _fork_restrictions(obj, memo)
    elif _plain_object(cls):
        out = _blank(cls)
        memo[id(obj)] = out
        out.__dict__.update(fork(obj.__dict__, memo))
    else:
        out = copy.deepcopy(obj, memo)
    return out


def _fork_restrictions(obj: TrailedList | TrailedDict, memo: dict[int, Any]) -> Any:
    """A full copy of a restriction list or entry (outside a checkpoint)."""
    out: Any
    if isinstance(obj, TrailedList):
        out = memo[id(obj)] = TrailedList(keys=obj._keys)
        out.extend(fork(x, memo) for x in obj)
    else:
        out = memo[id(obj)] = TrailedDict()
        for k, v in obj.items():
            dict.__setitem__(out, k, v if type(v) in _IMMUTABLE else fork(v, memo))
    return out


def _fork_list(obj: list[Any], memo: dict[int, Any]) -> list[Any]:
    first: type | None = type(obj[0]) if obj else None
    out: list[Any]
    if first is Item:
        out = _CopyOnAccess(obj)  # a table's ruling items (a list of Item only)
    elif (first is not None and (_frozen(first) or (issubclass(first, Trailed) and _trails()))
          and type(obj[-1]) is first):
        # the firings, or the calls inside a checkpoint: shared. A table's lists hold one type each
        # (the first and the last are checked; reading every element would cost what it saves)
        out = list(obj)
    else:
        out = []
        memo[id(obj)] = out
        out.extend(x if type(x) in _IMMUTABLE else fork(x, memo) for x in obj)
    memo[id(obj)] = out
    return out


def _blank(cls: type[_T]) -> _T:
    """An instance of `cls` made by its own `__new__`, before its `__dict__` is filled."""
    return cls.__new__(cls)


@functools.cache
def _frozen(cls: type) -> bool:
    params = getattr(cls, "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


@functools.cache
def _plain_object(cls: type) -> bool:
    """An instance whose state is its `__dict__` and which copies the default way."""
    return (hasattr(cls, "__dict__") and not issubclass(cls, (list, dict, set, tuple))
            and "__deepcopy__" not in dir(cls) and cls.__reduce_ex__ is object.__reduce_ex__
            and cls.__reduce__ is object.__reduce__ and not hasattr(cls, "__setstate__")
            and cls.__getstate__ is object.__getstate__)
