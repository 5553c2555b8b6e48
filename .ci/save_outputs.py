"""Run notebooks as `nbdev_test` does (cells flagged slow or gpu skipped) and save their outputs in them, so that the
examples show what they print and draw. Usage: python .ci/save_outputs.py nbs/06_losses.ipynb [...]; then nbdev_clean."""
import json, os, sys
from pathlib import Path
from execnb.shell import CaptureShell
from fastcore.xtras import working_directory
from nbdev.frontmatter import FrontmatterProc
from nbdev.process import NBProcessor

SKIP = {"slow", "gpu"}


def save_outputs(path: Path):
    "Execute `path`'s cells except those flagged in SKIP; write each code cell's outputs (no stderr) into the file."
    nb = NBProcessor(path, procs=FrontmatterProc, process=True).nb
    skip = lambda cell: cell.cell_type != "code" or bool(SKIP & (getattr(cell, "directives_", {}) or {}).keys())
    shell = CaptureShell(path)
    with working_directory(path.parent):
        shell.run_all(nb, exc_stop=True, preproc=skip)
    outputs = {cell.id: [o for o in cell.get("outputs", []) if o.get("name") != "stderr"] for cell in nb.cells}
    raw = json.loads(path.read_text())
    for cell in raw["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = outputs.get(cell["id"], [])
    path.write_text(json.dumps(raw, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    os.environ["IN_TEST"] = "1"
    for name in sys.argv[1:]:
        save_outputs(Path(name).resolve())
        print("saved the outputs of", name)
