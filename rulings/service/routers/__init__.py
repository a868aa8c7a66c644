"""One router module per audience. `create_app` includes every module here that exposes `router`
(JSON under `/api`) and/or `pages` (HTML): a new module needs no edit of `rulings/service/app.py`.

A module may depend on the app's settings, engine pool and lawbook through `rulings.service.deps`.
"""
