import sys

from rulings.cli import main

sys.exit(main())
