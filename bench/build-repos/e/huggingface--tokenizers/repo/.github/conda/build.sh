cd bindings/python
$PYTHON -m pip install . --prefix=$PREFIX
