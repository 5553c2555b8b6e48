"""Run notebooks as `nbdev_test` does (cells flagged slow or gpu skipped) and save their outputs in them, so that the
examples show what they print and draw.
Usage: python .ci/save_outputs.py nbs/02b_model_losses.ipynb [...]; then nbdev_clean."""
import os, re, sys
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell
from fastcore.xtras import working_directory

SKIP = re.compile(r"^#\|\s*(slow|gpu)\s*$", re.M)


def save_outputs(path: Path):
    "Execute `path`'s code cells except those flagged slow or gpu; write their outputs (no stderr) into the file."
    nb = read_nb(path)
    skip = lambda cell: cell.cell_type != "code" or bool(SKIP.search(cell.source))
    shell = CaptureShell(path)
    # figures a reader can see, in files kept small
    shell.run("import matplotlib; matplotlib.rcParams['figure.dpi'] = 60")
    with working_directory(path.parent):
        shell.run_all(nb, exc_stop=True, preproc=skip)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = [o for o in cell.get("outputs", []) if o.get("name") != "stderr"]
    write_nb(nb, path)


if __name__ == "__main__":
    os.environ["IN_TEST"] = "1"
    for name in sys.argv[1:]:
        save_outputs(Path(name).resolve())
        print("saved the outputs of", name)
