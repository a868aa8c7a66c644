"""rulings: the 1999 Chinese Laws of Duplicate Bridge as data, checked by a forward-chaining engine.

Layers, dependencies pointing one way:
    cli / service  ->  ruling  ->  auction / play (table model)  ->  engine  ->  lawbook
Bridge mechanics (seats, cards, calls, tricks, scores) live in their own small modules.
"""

__version__ = "0.1.0"
