// stub: the real yarn 4.4.1 release bundle lives here
