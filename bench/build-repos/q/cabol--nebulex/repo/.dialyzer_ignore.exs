[
  ~r/Function :persistent_term.get\/1\ does\ not\ exist\./,
  ~r/Function :persistent_term.get\/2\ does\ not\ exist\./,
  ~r/Function :persistent_term.put\/2\ does\ not\ exist\./,
  ~r/Function :persistent_term.erase\/1\ does\ not\ exist\./
]
