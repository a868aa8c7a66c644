"""Who acts on a case (Laws 81, 93: the director, the appeals committee, the organiser's administrator):
users with tokens, and the local administrator of the command line.

A token (`rk_<id>_<secret>`) is shown once and stored as a salted SHA-256. An administrator revokes
a token (`revoke`) or replaces it (`rotate`); both take effect at the next request, since every
request authenticates against the database. The database itself writes every creation, role change,
rotation and revocation to `user_events` (migration 0003), so a role changed behind the program's
back still leaves its trace.
"""

from __future__ import annotations

import builtins
import getpass
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from rulings.errors import Conflict, Forbidden, Invalid, NotFound, Unauthorized
from rulings.store.db import session_scope
from rulings.store.inputs import ROLE_ZH, ROLES
from rulings.store.tables import User, UserEvent, _now, in_range

TOKEN_RE = re.compile(r"rk_(\d{1,10})_([A-Za-z0-9_\-]{1,100})")


def new_secret(nbytes: int) -> str:
    """A URL-safe random token that never starts with "-": it is typed after `--user` on the command
    line, where argparse would take a leading "-" for an option."""
    while True:
        token = secrets.token_urlsafe(nbytes)
        if not token.startswith("-"):
            return token


@dataclass(frozen=True)
class Actor:
    """Who acts: a user (by token) or the local administrator (the CLI without a token)."""

    name: str
    role: str
    user_id: int | None = None

    @property
    def is_local(self) -> bool:
        return self.role == "local-admin"


def local_admin() -> Actor:
    """The CLI's local administrator mode: whoever can open the database file acts as administrator,
    recorded in the audit as `local:<login name>`."""
    try:
        login = getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name in some containers
        login = "unknown"
    return Actor(f"local:{login}", "local-admin")


def _hash(salt: str, secret: str) -> str:
    return hashlib.sha256(bytes.fromhex(salt) + secret.encode()).hexdigest()


def require_admin(actor: Actor, what: str) -> None:
    if actor.role not in ("admin", "local-admin"):
        raise Forbidden(f"{what}需要管理员权限（你是{ROLE_ZH.get(actor.role, actor.role)}）"
                        f" — {what.split(' — ')[-1]} requires an administrator, not {actor.role}")


class Users:
    """The users of the case store on `engine`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def add(self, name: str, role: str) -> tuple[Actor, str]:
        """Create a user; returns the actor and the token (shown once, stored as salted SHA-256)."""
        name = name.strip()
        if not name or len(name) > 200:
            raise Invalid("用户名须为1至200个字符 — the user name must have 1 to 200 characters")
        if role not in ROLES:
            raise Invalid(f"角色必须是 {' | '.join(ROLES)}，不是 {role!r} — unknown role {role!r}")
        secret, salt = new_secret(32), secrets.token_hex(16)
        try:
            with session_scope(self.engine) as s:
                user = User(name=name, role=role, token_salt=salt, token_hash=_hash(salt, secret), created_at=_now())
                s.add(user)
                s.flush()
                uid = user.id
        except IntegrityError:
            raise Conflict(f"用户 {name!r} 已存在 — user {name!r} already exists") from None
        return Actor(name, role, uid), f"rk_{uid}_{secret}"

    def authenticate(self, token: str | None) -> Actor:
        """The user a token belongs to; 401 when missing, wrong or revoked."""
        m = TOKEN_RE.fullmatch((token or "").strip())
        if not m:
            raise Unauthorized("需要有效的令牌（Authorization: Bearer …）— a valid token is required")
        uid = int(m.group(1))
        if not in_range(uid):
            raise Unauthorized("令牌无效 — invalid token")
        with session_scope(self.engine) as s:
            user = s.get(User, uid)
            if user is None or not hmac.compare_digest(user.token_hash, _hash(user.token_salt, m.group(2))):
                raise Unauthorized("令牌无效 — invalid token")
            if user.revoked_at is not None:
                raise Unauthorized("令牌已被吊销 — this token was revoked")
            return Actor(user.name, user.role, user.id)

    def list(self) -> list[dict[str, Any]]:
        with session_scope(self.engine) as s:
            return [{"id": u.id, "name": u.name, "role": u.role,
                     "revoked": u.revoked_at is not None} for u in s.scalars(select(User).order_by(User.id))]

    def _named(self, s: Session, name: str) -> User:
        user = s.scalars(select(User).where(User.name == name.strip())).first()
        if user is None:
            raise NotFound(f"没有用户 {name!r} — no user {name!r}")
        return user

    def revoke(self, actor: Actor, name: str) -> dict[str, Any]:
        """Revoke a user's token at once (administrators): every later request with it is 401."""
        require_admin(actor, "吊销令牌 — revoking a token")
        with session_scope(self.engine) as s:
            user = self._named(s, name)
            if user.revoked_at is None:
                user.revoked_at = _now()
            return {"id": user.id, "name": user.name, "role": user.role, "revoked": True}

    def rotate(self, actor: Actor, name: str) -> tuple[dict[str, Any], str]:
        """Replace a user's token (administrators): the old one is refused at once; the new one is
        returned once. A revoked user gets a working token again only this way."""
        require_admin(actor, "更换令牌 — rotating a token")
        secret, salt = new_secret(32), secrets.token_hex(16)
        with session_scope(self.engine) as s:
            user = self._named(s, name)
            user.token_salt, user.token_hash, user.revoked_at = salt, _hash(salt, secret), None
            return {"id": user.id, "name": user.name, "role": user.role, "revoked": False}, f"rk_{user.id}_{secret}"

    def events(self, name: str | None = None) -> builtins.list[dict[str, Any]]:
        """The users' history as the database wrote it (creation, role changes, rotations, revocations)."""
        with session_scope(self.engine) as s:
            q = select(UserEvent).order_by(UserEvent.id)
            if name is not None:
                q = q.where(UserEvent.name == name)
            return [{"user_id": e.user_id, "name": e.name, "action": e.action, "old_role": e.old_role,
                     "new_role": e.new_role, "at": e.at} for e in s.scalars(q)]

    def committee(self, s: Session, names: builtins.list[str]) -> builtins.list[str]:
        """The named committee members, each a committee user, none twice (Law 93)."""
        out = []
        for name in names:
            user = s.scalars(select(User).where(User.name == name)).first()
            if user is None or user.role != "committee":
                raise Invalid(f"{name!r} 不是仲裁委员会成员用户 — {name!r} is not a committee user")
            out.append(name)
        if len(set(out)) != len(out):
            raise Invalid("仲裁委员重复 — a committee member is named twice")
        return out


